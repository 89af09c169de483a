"""A value the speaker used to hold: "I used to live in Lisbon", "we used to write Java", "我以前住在上海", "I used to love
Coldplay, not anymore" (`_used_to`), unless the message says it still holds or came back (`_RETURN`, also read by
`ledger.endings` for every other ending), or only the way of it changed ("I used to cycle to work in Leeds, now I
drive"). Read by `ledger.endings.ends`; split from it as the one reading of a past habit or home."""

from __future__ import annotations

import re

from ledger.clauses import FULL_STOP, MAX_CUES, WINDOW

# It stopped, then started again: "I left Berlin in 2019 and came back in 2021" (not "..., I came back to Paris")
_RETURN = re.compile(r"\b(?:(?:came|come|coming|moved|went|got|am|i'm|is) back|returned)\b"
                     r"(?!\s+(?:(?:to|from)\s+(?!(?:it|them|that|this)\b)|home\b))"
                     r"|(?<!never )(?<!not )\bagain\b|回来|又|重新|再次"
                     # taken back: "I cancelled Netflix then resubscribed", "... and turned it back on", "咖啡戒了两天又破戒了"
                     r"|\b(?:re-?subscribed|re-?activated|re-?joined|re-?hired|re-?instated|re-?installed|un-?cancell?ed)\b"
                     r"|\b(?:turned|switched|put|signed) (?:it |them |that )?back (?:on|up)\b|\b(?:hired|took) me back\b|破戒"
                     # a resignation taken back: "..., then withdrew my resignation", "... but they talked me into staying"
                     r"|\b(?:withdr[ae]w|withdrawn|rescinded|retracted|took back|taken back) (?:my|our|the) (?:resignation|notice)\b"
                     r"|\b(?:talked|convinced|persuaded) (?:me|us) (?:into staying|to stay)\b")
# A taste that was and is no more: "I used to love Coldplay, not anymore", "以前很迷 BIGBANG，现在不追了"
_USED_TO = (r"\bused to (?:[\w'’-]+ ){{1,4}}?{v}(?![a-z0-9])[^.!?\n]{{0,30}}?\b(?:not any ?more|no more|no longer|not now)\b"
            r"|以前[^，。,.;；!?！？]{{0,8}}?{v}[^。！？!?]{{0,12}}?现在(?:不|没)")


# ... or said plainly, of the value itself: "I used to live in Lisbon", "we used to write Java", "我以前住在上海", "我之前在腾讯
# 工作": it held and no longer does. Not a feeling or a thought about it ("I used to hate Java", "I used to think Lisbon was
# dull"), not what the speaker did not do ("I never used to drink coffee"), not "I'm used to", and not when the message
# says it still holds ("... and I still do", "..., now more than ever", "以前在深圳，现在还在深圳")
_USED_TO_PLAIN = (r"(?<![a-z'’])(?:i|we)(?: (?:both|all|also|really|actually|once))? used to (?!(?:hate|dislike|fear|be (?:afraid"
                  r"|scared|terrified|bad|terrible|awful|nervous|against|good|better|worse|great|fond|obsessed|into|crazy|mad"
                  r"|so|really|more|less)|think|believe|assume|imagine|wonder|worry|doubt|mock|laugh|make fun|struggle|find|say"
                  r"|joke|dream|wish|want|avoid|refuse|never|not|hope|pretend|visit|go to|travel|complain|talk|hear|read)\b)"
                  # (the value itself, not a place beside it: "I used to eat lunch near Acme"; nor a part of it: "I used to
                  # live in central Lisbon", "... in north London")
                  r"(?:(?!(?:near|next|opposite|across|behind|beside|around|outside|past|than|like|about|against|central"
                  r"|downtown|inner|outer|uptown|midtown|north|south|east|west|northern|southern|eastern|western)\b)"
                  r"[\w'’-]+ ){{0,4}}?"
                  r"{v}(?![a-z0-9])"
                  r"|(?:(?:^|(?<=[，。,.;；!！?？:：]))\s*(?:我们|我)?|我们?)(?:以前|之前|原来|过去|从前|曾经)(?:也|都|曾经|曾)?"
                  r"(?:住在?|在|是|用|做|喝|吃|写|抽|玩|学|开|养|练|听|看|打|跑|骑|待在?|呆在?)[^，。,.;；!?！？]{{0,6}}?{v}")
_STILL_SO = re.compile(r"\b(?:still|again|more than ever|even more|as much as ever|to this day|these days too)\b"
                       r"|还|仍|依然|依旧|照样|至今|到现在|又|回来|重新|现在也")


def _used_to(lowered: str, value: str, statement: str = "") -> bool:
    if ("used to" not in lowered and "以前" not in lowered and "之前" not in lowered and "原来" not in lowered
            and "过去" not in lowered and "从前" not in lowered and "曾经" not in lowered) or len(value) > WINDOW:
        return False
    v = re.escape(" ".join(value.split()))
    text = " ".join(lowered.split())
    if re.search(_USED_TO.format(v=v), text) is not None:
        return True
    if "?" in text or "？" in text:
        return False
    written = " ".join(statement.split())
    written = written if len(written) == len(text) else ""  # (the same positions, or no capitals read)
    m = re.search(_USED_TO_PLAIN.format(v=v), text)
    if m is None and re.fullmatch(r"[a-z]{3,}ing", value):
        # a habit named by its verb: "I used to smoke" (smoking), "I used to swim" (swimming), "I used to run" (running)
        stem = value[:-3]
        forms = {stem, stem + "e"} | ({stem[:-1]} if len(stem) > 2 and stem[-1] == stem[-2] else set())
        v = "(?:" + "|".join(sorted(forms, key=len, reverse=True)) + ")"
        m = re.search(_USED_TO_PLAIN.format(v=v), text)
    if m is None:
        # a part of a city the speaker left for another: "I used to live in central Lisbon, then moved to Porto" (not
        # "..., now I'm in the suburbs", "... in north Lisbon", a part of it: `_USED_TO_PLAIN`)
        m = re.search(_USED_TO_PART.format(v=v), text)
        return (m is not None and _elsewhere(_MOVED_ELSEWHERE, text, written, m.end(), v)
                and not _STILL_SO.search(text, m.end()) and not _RETURN.search(text, m.end()))
    return (not _STILL_SO.search(text, m.end()) and not _RETURN.search(text, m.end())
            and not _only_manner_changed(text, m, v, written))


_PARTS = (r"(?:central|downtown|inner|outer|uptown|midtown|north|south|east|west|northern|southern|eastern|western"
          r"|old|historic)")
_USED_TO_PART = (r"(?<![a-z'’])(?:i|we)(?: (?:both|all|also|really|actually|once))? used to (?:live|stay|rent|be based)"
                 r" in (?:the )?" + _PARTS + r"(?: part of| side of)? {v}(?![a-z0-9])")
# ... moved to another place, named with a capital ("then moved to Porto", "before I moved to Porto"; not "moved to the
# suburbs", "moved to Lisbon's suburbs", "moved to be closer to work")
_MOVED_ELSEWHERE = re.compile(r"\b(?:moved|relocated|emigrated)(?: (?:back|away|out|over|abroad))?\s+to\s+(?P<to>[\w'’-]+)")
# ... and out of a part of the city to another place ("I moved out of Lisbon city and now live in Porto", "... Lisbon's
# metro area entirely, to Porto")
_GONE_TO = re.compile(r"(?<![a-z])(?:to|into|(?:live|living|based|settled) in)\s+(?P<to>[\w'’-]+)")


def _elsewhere(where: re.Pattern[str], text: str, written: str, at: int, v: str) -> bool:
    """Is another place, capitalised as written and not the value, named after `at` in the sentence of `text`?"""
    if not written:
        return False
    stop = FULL_STOP.search(text, at)
    for n, to in enumerate(where.finditer(text, at, stop.start() if stop else len(text))):
        if n == MAX_CUES:
            break
        if written[to.start("to")].isupper() and not re.match(v + r"(?![a-z0-9])", text[to.start("to"):]):
            return True
    return False


# "I used to X <how>, now <another how>": the manner, the amount or the place changed, X still holds ("I used to drink
# coffee every day, now only on weekends", "... Java in Eclipse, now in IntelliJ", "... Python 2, now Python 3"), as when
# the now-clause names X again ("..., now I'm in Lisbon's suburbs"; not "..., now I'm at Globex, not Acme"). X itself
# changed when the now-clause says the used-to verb again of something else ("... coffee every day, now I drink tea").
_HOW_THEN_NOW = re.compile(r"\s*(?P<how>[\w'’][^,;.!?\n]{0,60}?)[,;]?\s*(?:(?:but|and|though|yet|then|i|we)\s+)?"
                           r"(?:now|nowadays|these days|(?P<switched>switched to|changed to))\b"
                           r"(?P<now>[^.!?;\n]{0,80})")
# ... or with something that went with X, ending the clause: "I used to drink coffee with sugar", "... without milk"
# (not with someone: "I used to live in Lisbon with my parents"; not "every day": X itself stopped)
_WITH_THEN = re.compile(r"\s+with(?:out)?\s+(?!(?:my|our|his|her|their|the|a|an|me|us|him|them|friends?|family"
                        # (nor people, nor a meal: "I used to smoke with coworkers", "... coffee with breakfast")
                        r"|co-?workers|colleagues|workmates|mates|buddies|pals|roommates|flatmates|housemates|classmates"
                        r"|teammates|kids|children|parents|everyone|everybody|others|people|breakfast|brunch|lunch|dinner"
                        r"|supper|meals?|dessert)\b)"
                        r"(?P<what>[\w'’-]+(?: [\w'’-]+)?)\s*(?:[,;.!]|$)")
# ... a way X was done, which "switched to" may name another of ("... Java in Eclipse, switched to IntelliJ")
_A_WAY = re.compile(r"\b(?:in|on|with|without|at|from|using|via|through|by|for)\s+[\w'’-]")
# ... what is taken in, where a capital after "with" is a brand, not a person ("used to drink coffee with Baileys")
_TAKEN_IN = re.compile(r"\bused to (?:drink|eat|take|have)\b")
# ... a department, not another place ("I used to work in Lisbon on nights, now I'm in Marketing")
_DEPARTMENT = (r"(?:marketing|sales|finance|accounts|accounting|hr|human resources|it|engineering|legal|operations|ops"
               r"|support|customer service|research|r&d|design|product|procurement|payroll|admin|administration|logistics"
               r"|compliance|audit|management|pr|communications|comms)\b")
_NOT_THIS = re.compile(r"\b(?:not|no|never|nor|instead of|rather than)\b|n['’]t\b")


def _only_manner_changed(text: str, m: re.Match[str], v: str, written: str = "") -> bool:
    if not m.group().startswith(("i ", "we ")):
        return False  # (the Chinese readings: "以前在深圳工作，现在在广州" ends 深圳)
    with_then = _WITH_THEN.match(text, m.end())
    # (not with someone named: "I used to live in Lisbon with Anna"; but what went into a drink or a dish is a thing,
    # a brand: "I used to drink coffee with Baileys", "... take my coffee with Baileys")
    if with_then is not None and not (written and written[with_then.start("what")].isupper()
                                      and not _TAKEN_IN.search(m.group())):
        return True
    later = _HOW_THEN_NOW.match(text, m.end())
    if later is None:
        return False
    if later.group("switched") and not _A_WAY.search(later.group("how")):
        return False  # "I used to drink coffee every morning, I switched to tea" (not "... Java in Eclipse, switched to")
    now = later.group("now")
    named = re.search(r"(?<![a-z0-9])" + v + r"(?![a-z0-9])", now)
    if named is not None:
        return _NOT_THIS.search(now, 0, named.start()) is None
    at = re.search(r"\b(at|in|for) " + v + r"$", m.group())
    if at is not None and _elsewhere(re.compile(r"\b" + at.group(1) + r" (?!" + _DEPARTMENT + r")(?P<to>[\w'’-]+)"),
                                     text, written, later.start("now"), v):
        return False  # "I used to work at Acme with Sam, now I'm at Globex": X itself changed
    verb = re.search(r"used to (\w+)", m.group())
    said_again = verb is not None and re.search(r"\b" + re.escape(verb.group(1)) + r"\b", now) is not None
    return not said_again
