"""The value held now, told as news rather than with a change verb: an event naming it as the speaker's new state ("I
became team lead", "I retired"), a date it has been held since ("Since March I've lived in Porto"), and the value said
to be the one now ("the gym is PureGym now", "now I'm at Globex", "现在天天骑车上班"). `ledger.cues.cue_of` reads
them as change cues; `since_of` also dates the change."""

from __future__ import annotations

import functools
import re
from datetime import datetime, timedelta
from typing import Any

from ledger.clauses import FULL_STOP, MAX_CUES, NOT_DONE, WINDOW, asserted, by_someone_else, undone

_NOW_WORDS = ("now", "these days", "现在", "如今", "目前", "而家")


# the words of an event that names the new value (`_became`): a cheap look before the value's own pattern
_EVENT_WORDS = re.compile(r"\b(?:became|become|made|took over|stepped up|stepped into|moved into|new|appointed|named"
                          r"|elected|got|turned|graduated|retired)\b")


def event_change(statement: str, values: tuple[Any, ...], negated: re.Pattern[str], unreal: re.Pattern[str],
                 others: bool) -> str | None:
    """'change' where the speaker tells an event that names the candidate's value as their new state: "I became team
    lead", "they made me manager", "I took over as manager", "I got married", "I graduated", "I turned 30"."""
    if not (values and type(values[0]) is str and statement.isascii() and _EVENT_WORDS.search(statement.lower())):
        return None
    became = _became(" ".join(values[0].lower().split()))
    text = statement.lower()
    for n, m in enumerate(became.finditer(text) if became is not None else ()):
        if n == MAX_CUES:
            break
        if (asserted(text, m, negated, unreal) and not NOT_DONE.search(text, max(0, m.start() - 40), m.start())
                and not undone(text, m, -1, None) and not _gave_up(text, m)
                and (not others or not by_someone_else(text, m))):
            return "change"
    return None


def _gave_up(text: str, m: re.Match[str]) -> bool:
    """Is the event `m` given up later in its sentence ("… and then stepped down a week later")?"""
    stop = FULL_STOP.search(text, m.end(), m.end() + WINDOW)
    return _GAVE_UP.search(text, m.end(), stop.start() if stop else m.end() + WINDOW) is not None


# the state a life event names: "graduated" a graduate, "retired" retired, "got married" married
_GRADUATE = re.compile(r"(?:an? )?(?:graduate|graduated|grad|alumn(?:us|a|i))")
_RETIRED = re.compile(r"(?:an? )?(?:retired|retiree|pensioner)")
_SPEAKER = r"\b(?:i|we)(?:['’]ve| have)?(?: (?:just|recently|finally|officially|now|eventually|already))?"
# the value right after, ending its clause ("I became team lead", not "I became a team lead fan"), and not a stand-in
# for a while or a role in a club ("made me team lead for the sprint", "became treasurer of the book club")
# for a while, not for good: "for the weekend", "for two weeks", "for now" (`cues` reads it after "transferred to")
FOR_A_WHILE = (r"for (?:now|the (?:time being|day|week|weekend|month|sprint|match|game|season|tournament|event|trip"
               r"|summer|quarter|term|semester)|a (?:day|week|month|quarter|term|semester|while|bit|few \w+)|today['’]?s?|tonight['’]?s?|(?:one|two|three|four|five|six"
               r"|\d+|a couple of|a few|several) \w+)")
# a club, a scheme or a pastime the role is in, not a job: "a mentor in the Code First program", "treasurer of the book
# club" (not "team lead in March", "manager in the London office")
_PASTIME_ROLE = (r"(?:in|of|at|for|with|on) (?:the|a|an|our|my) (?:[\w'’-]+ ){0,3}?(?:program|programme|club|league|society"
                 r"|community|choir|band|orchestra|scheme|initiative|charity|church|parish|guild|server|discord"
                 r"|fandom|subreddit|group chat|game|play|musical|panto|pantomime|show|production|recital|film|movie)s?\b"
                 # (unless it is the speaker's job: "a manager at the charity where I work full-time")
                 r"(?![^.!?;\n]{0,40}?\b(?:where (?:i|we) (?:work|am employed|['’]m employed)|full[- ]time|my (?:day |paid )?job"
                 r"|(?:i|we) work there|on (?:the|its) (?:payroll|staff))\b)")
# an event undone later in its sentence: "I became team lead and then stepped down a week later" (`undone` reads a
# change verb's "back")
_GAVE_UP = re.compile(r"\b(?:and|but|then|before|until)(?: (?:then|later|soon|quickly|i|we|i['’]ve|we['’]ve)){0,3} (?:stepped"
                      r" down|stood down|resigned|quit|gave (?:it|that|the role) up|was demoted|got demoted|un-?retired"
                      r"|came out of retirement|dropped out)\b"
                      # (what was given up: the role itself, or nothing named: not "quit smoking", "stepped down from
                      # the hiring committee")
                      r"(?!\s+(?:from\s+)?(?:(?:the|a|an|my|our|his|her|their)\s+)?(?!(?:role|job|post|position|company|firm"
                      r"|title|it|that|this|a|an|as|from|one|two|three|four|\d+|few|couple|week|weeks|month|months|day|days|year"
                      r"|later|after|soon|shortly|again|too|then|within|in|and|but|because|when|so|the)\b)[a-z])")
_ENDS = (r"(?=\s*(?:$|[.,;:!?)\n]|\s(?:and|but|in|on|at|last|this|after|when|so|as|at|with)\b))"
         r"(?![^.!?;\n]{0,60}\b(?:while|until|till|cover(?:ing)? for|" + FOR_A_WHILE + r")\b)"
         r"(?!\s*,?\s*" + _PASTIME_ROLE + r")")


@functools.lru_cache(maxsize=1024)
def _became(value: str) -> re.Pattern[str] | None:
    """The speaker's own event naming `value` (lowered) as their new state (see `event_change`); None for no such value."""
    if not value or len(value) > 60:
        return None
    named = re.escape(value).replace(r"\ ", r"[\s-]").replace(r"\-", r"[\s-]")
    art = r"(?:(?:a|an|the|our|my) )?"
    events = [_SPEAKER + r" (?:became|become) " + art + named + _ENDS,
              r"\bmade (?:me|us)(?: the)? " + named + _ENDS,
              _SPEAKER + r" (?:took over as|stepped up (?:to|as)|stepped in as) " + art + named + _ENDS,
              # "I've stepped into the team lead role", "I'm the new team lead" (not "the new team lead's mentor")
              _SPEAKER + r" (?:stepped|moved) into " + art + named + r"(?: (?:role|position|post|job|seat))?" + _ENDS,
              r"\b(?:i['’]m|i am|we['’]re|we are) (?:now )?(?:the|your|our) new " + named + _ENDS,
              _SPEAKER + r" (?:was|were|got|have been|['’]ve been) (?:made|named|appointed|elected)(?: as)? " + art
              + named + _ENDS]
    if value.endswith("ed") and " " not in value:  # "I got married", "we got divorced"
        events.append(_SPEAKER + r" got " + named + r"\b")
    if value.isdigit():  # "I turned 30" (an age: said of the speaker)
        events.append(r"\bi(?: (?:just|recently|finally|officially))? turned " + named + r"\b(?! (?:degrees|°))")
    if _GRADUATE.fullmatch(value):
        # (not moved up a level: "graduated to the big pool", "graduated from the beginner class at the gym")
        events.append(_SPEAKER + r" graduated\b(?! to\b| from (?:the|a|an|my|our) (?:[\w'’-]+ ){0,3}?(?:class|classes"
                      r"|lessons?|level|belt|group|pool|stage)\b)")
    if _RETIRED.fullmatch(value):
        # (not from a sport or a pastime: "I retired from running", "retired from competitive chess")
        events.append(_SPEAKER + r" retired\b(?! (?:my|our|the|it|that|them|his|her)\b| from (?:(?:competitive|professional"
                      r"|international|amateur) )?(?:running|racing|cycling|swimming|rowing|climbing|skiing|skating|surfing|sailing"
                      r"|wrestling|fencing|diving|bowling|dancing|competing|competition|gaming|sports?|football|soccer|rugby|tennis|cricket|golf|chess"
                      r"|boxing|athletics|marathons?|triathlons?|(?:the|my|our) (?:sport|game|team|club|league|band|ring"
                      r"|stage|squad|choir|orchestra)"
                      # (a game, music, dating or social media: "retired from poker", "from the choir", "from Twitter")
                      r"|poker|bridge|cards|gambling|video games|fantasy \w+|singing|music|the (?:choir|band|orchestra)"
                      r"|dating|the dating \w+|online dating|twitter|facebook|instagram|tiktok|reddit|social media"
                      r"|the internet)\b)")
    return re.compile("|".join(events))


_MONTH_NAMES = ("january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
                "november", "december")
_SINCE_DATE = r"(?P<date>(?:" + "|".join(_MONTH_NAMES) + r")(?: \d{4})?|last (?:week|month|year)|(?:19|20)\d{2})"
# how the speaker holds it: "I've been living in", "I work at", "I've lived in", "I'm with" (not "working with" a
# client, "working on" a project, "studying" a subject: "I've been studying Go since March")
_PLACE = (r"(?:(?:living|live|based|staying|stay|settled|residing) (?:in|at) |(?:working|work|employed) (?:at|for|as|in) "
          r"|(?:studying|study) (?:at|in) |(?:in|at|for|with|on|as) )")
_HOLDING = (r"(?:(?:['’]ve been| have been|['’]m| am|['’]re| are)? " + _PLACE + r"?|(?:['’]ve| have) (?:(?:lived|stayed"
            r"|resided|settled) (?:in|at)|worked (?:at|for|as|in)|studied (?:at|in)) )(?:(?:a|an|the) )?")
# a chat's sentence without "I": "Living in Porto since March", "Been at Globex since March", "At Globex since March"
_BARE = r"(?:^|(?<=[.!?;:\n]))[ \t]*(?:been )?" + _PLACE + r"(?:(?:a|an|the) )?"
# part of the week: "Mondays", "weekends", "part-time", "two days a week"
_SOME_DAYS = (r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|weekdays|part[- ]time|(?:one|two|three|four|\d)"
              r" days? a week)")
# what follows: the value held, not beside another, for a while, nor on a trip ("since March I've been at the gym every
# day", "at Globex and Acme", "since May on a secondment", "since last week for the trade fair", "…, still on metformin")
_HELD_SINCE = (r"(?=\s*(?:$|[.;!?\n]|,(?!\s*(?:for|just|only|until|till|on|at|in|every|twice|as|still|also|plus|alongside"
               r"|besides|flying|back|while|but|though)\b)|\s(?:and|but) (?:i|we|it|i['’]m|we['’]re|i['’]ve|we['’]ve|it['’]s"
               r"|love|loving|really|so)\b|\snow\b))"
               r"(?![^.!?;\n]*\b(?:still|too|as well|also|alongside|besides|in addition|secondment|contract(?:or|ing)?"
               r"|freelanc\w*|trip|visit|holidays?|conference|trade fair|until|till|flying|back (?:home )?(?:on|next"
               r"|tomorrow|tonight|in))\b)"
               # nor beside a second value held since another date ("At Globex since March, and at Acme since January"),
               # nor only on some days ("…, Mondays only", "… since March. Weekends only.")
               r"(?![^.!?;\n]{0,120}?\bsince " + _SINCE_DATE.replace("?P<date>", "?:")
               + r"(?!,?\s+(?:before (?:that|then|this)|previously|until|till|up to)\b))"
               r"(?![^.!?;\n]{0,80}?\b" + _SOME_DAYS + r"\b|\s*[.;]\s*(?:only )?(?:on )?" + _SOME_DAYS
               + r"(?: only)?\s*(?:[.!]|$))")


@functools.lru_cache(maxsize=1024)
def _since(value: str) -> re.Pattern[str] | None:
    """The speaker's value held since a date: "Since March I've been at Globex", "I've been living in Berlin since
    May", "Since March, I've lived in Porto", "Living in Porto since March" (the value held, see `_HELD_SINCE`)."""
    if not value or len(value) > 60:
        return None
    named = re.escape(value).replace(r"\ ", r"[\s-]").replace(r"\-", r"[\s-]")
    return re.compile(r"\bsince " + _SINCE_DATE + r",? (?:i|we)" + _HOLDING + named + _HELD_SINCE
                      + r"|(?:\b(?:i|we)" + _HOLDING + r"|" + _BARE + r")" + named + r",? since "
                      + _SINCE_DATE.replace("?P<date>", "?P<date2>") + r"\b" + _HELD_SINCE)


def since_of(statement: str | None, value: Any, now: datetime) -> datetime | None:
    """When the statement says the speaker has held `value` since ("since May I live in Berlin": 1 May; "since last
    month"; "since 2019"), read against `now`; None where it says no such thing, or the date is not before now."""
    if not statement or type(value) is not str or not statement.isascii() or "since" not in statement.lower():
        return None
    pattern = _since(" ".join(value.lower().split()))
    text = statement.lower()
    m = pattern.search(text) if pattern is not None else None
    if m is None or not asserted(text, m) or by_someone_else(text, m):
        return None
    date = m.group("date") or m.group("date2")
    if date.startswith("last "):
        unit = date[5:]
        if unit == "week":
            start = now - timedelta(days=7)
        elif unit == "month":
            start = (now.replace(day=1) - timedelta(days=1)).replace(day=1)
        else:
            start = now.replace(year=now.year - 1, month=1, day=1)
        return start.replace(hour=0, minute=0, second=0, microsecond=0)
    if date[0].isdigit():
        year, month = int(date), 1
    else:
        name, _, year_text = date.partition(" ")
        month = _MONTH_NAMES.index(name) + 1
        year = int(year_text) if year_text else (now.year if month <= now.month else now.year - 1)
    start = now.replace(year=year, month=month, day=1, hour=0, minute=0, second=0, microsecond=0)
    return start if start <= now else None


@functools.lru_cache(maxsize=1024)
def _is_now(value: str) -> re.Pattern[str] | None:
    """What the value is now, against what it was: "commute's by e-bike now", "the gym is PureGym now" (the value right
    after "is": not "Arup is hiring now", "is it Go now", "it's not Go now", "Go is fine for now", "now and then")."""
    if not value or len(value) > 60:
        return None
    named = re.escape(value).replace(r"\ ", r"[\s-]").replace(r"\-", r"[\s-]")  # "second year": "a second-year now"
    return re.compile(r"(?:(?:['’]s|['’]m|['’]re|\bis|\bam|\bare) (?:by |on |via |with |at |in )?(?:the |a |an )?|(?:^|[.:;!?\n]\s*|\s-\s*))" + named
                      # (not "now and then", "… now and Java for …", "now for the conference", "just for Lent", "Berlin
                      # now has direct trains": for a while, or a sentence about the value)
                      + r",? (?:now|nowadays|these days)\b(?! and (?:then|again)|\s+(?:and|or|&|too|also|as well)\b)"
                      r"(?!,?\s*(?:for|just|at least|only|until|till|back)\b)"
                      r"(?!\s+(?:has|have|had|seems|feels|looks|sounds|is|was|gets|got)\b)"
                      r"|\b(?:these days|nowadays|now),? (?:it['’]s|it is|its) " + named
                      # "now I'm at Globex", "now I am on Emacs": not where the speaker is today ("right now I'm
                      # at Globex for a client workshop", "for now I'm at home", "now I'm at Porto airport", "… at
                      # Globex two days a week"): the value ends its clause
                      + r"|(?<!\bfor )(?<!\bjust )(?<!\bright )(?<!\beven )(?<!\buntil )(?<!\btill )"
                      r"\b(?:these days|nowadays|now),? (?:i['’]m (?:on|at)|i am (?:on|at)|we['’]re on|we are on) "
                      + named
                      + r"(?=\s*(?:$|[.;!?\n]|,(?!\s*(?:for|back|just|only|until|till|then|flying|on|at|in)\b)"
                      r"|\s(?:and|but|now|instead)\b))"
                      # "I'm now a manager", "now I'm the team lead", "I'm now married", "I am now based in Berlin",
                      # "I'm now working as a software engineer" (not "right now I'm in Berlin", "I'm now in Berlin
                      # for a conference", "now I'm a bit tired")
                      + r"|(?:(?<!\bfor )(?<!\bjust )(?<!\bright )(?<!\beven )(?<!\buntil )(?<!\btill )\b(?:these days"
                      r"|nowadays|now),? (?:i['’]m|i am|we['’]re|we are)|\b(?:i['’]m|i am|we['’]re|we are) now) "
                      # (a bare "in" is where the speaker is today: "now I'm in Porto and it's pouring", "I'm now in
                      # Porto."; a bare "at" / "on" a lasting value only where it ends its sentence: "I'm now at
                      # Globex.", not "I'm now at home, and I'll head to the gym")
                      r"(?:(?:(?:living|based|working|settled|staying|located|employed) (?:(?:in|at|on|as|with|for) )?"
                      r"|(?:as|with|for) )?(?:(?:a|an|the|my|our) )?" + named
                      + r"(?=\s*(?:$|[.;!?\n]|,(?!\s*(?:for|back|just|only|until|till|then|flying|on|at|in)\b)"
                      r"|\s(?:and|but|now|instead)\b))"
                      r"|(?:at|on) (?:(?:a|an|the|my|our) )?" + named + r"(?=\s*(?:$|[.;!?\n]|\s(?:now|instead)\b)))"
                      # "现在天天骑车上班", "现在基本都是KeePassXC", 如今 / 目前 / 而家 (not "现在也用Go", "现在不骑车了", "现在的地铁",
                      # "现在想想", "现在骑车上班的人越来越多", "现在地铁票涨价了")
                      + r"|(?:现在|如今|目前|而家)(?![的想看回])(?:天天|每天|日日|都|一般|主要|基本上?|只|全|就|平时|通常|改|是|在|用|骑|踩"
                      r"|开|坐|搭|乘|住|吃|喝|做|写|听|看|玩|打|去|读|学){0,3}" + named
                      + r"(?![^，。,.;；!?！？]{0,4}(?:的人|的|票|太|很|真|越来越|那会|那时|涨|贵|挤))")


def now_change(statement: str, values: tuple[Any, ...], negated: re.Pattern[str], unreal: re.Pattern[str]) -> bool:
    """Does the statement (folded where not ASCII) say the candidate's value (`values[0]`) is the one now, the
    speaker's own ("commute's by e-bike now", "I'm now a manager": see `_is_now`)?"""
    if not (values and type(values[0]) is str and any(w in statement for w in _NOW_WORDS)):
        return False
    is_now = _is_now(" ".join(values[0].lower().split()))
    text = statement.lower()  # (folded and lowered alike for both scripts)
    return any(asserted(text, m, negated, unreal) for m in (is_now.finditer(text) if is_now is not None else ()))
