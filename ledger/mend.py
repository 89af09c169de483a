"""Noise mended before a statement is read: typos of the words the readers look for, chat shorthand, homophones a
speech recogniser writes, @mentions, and quoted earlier messages (the fifteenth blind set, `bench/quality_blind15.py`).

The policy and the write gate read a statement for a few words: the cues of a change ("moved to", "switched",
"no longer", 搬到), of a correction ("sorry, I meant", 说错了), of a stay ("right now", "tonight"), of a secret
("password"). People type those words with their letters swapped ("mvoed", "swithced", "lnoger"), clipped ("pasword",
"wknd"), in shorthand ("rn", "2nite", "b4", "w/"), or a recogniser writes a homophone ("I know longer drink coffee"),
and an input method another character of the same sound (般到 for 搬到, 说措了 for 说错了). `mended(text)` gives the
text with those spellings replaced by the word, so the readers see what any person reads; the statement stored is
the one received, unchanged.

Only what cannot be read another way is mended: the typos of a listed word that are no English word (`TYPOS`), a
short table of clipped spellings, shorthand and homophones that are no other word ("rn", "b4" in lower case only),
and Chinese typos outside the words they are part of (一般到了周末 is no move, 以经验 and 所以经常 no 已经). Nothing is
mended where the mending would stop the text naming a value it names (`keep`: a handle "@sam_new", a password
"b4-Sunset!"); the gate looks for secrets in the statement as written as well. `message` (the policy's reading)
also blanks someone else's quoted lines ("> Tom: I moved to Marseille!!", "> are u still vegan?"; not the user's
own after "User said:" or "> me:"), reads "@Vandelay" as "Vandelay" and "not 'Hully'" as "not Hully"."""

from __future__ import annotations

import re

from ledger.gloss import glossed
from ledger.hints import any_of


def typos(*words: str, clipped: bool = True) -> tuple[str, ...]:
    """How a word is mistyped in a hurry: two letters after the first swapped ("swtiched", "mvoed"), or, `clipped`, one
    left out ("swiched", "chaged"); the first letter is kept."""
    out: list[str] = []
    for w in words:
        out += [w[:i] + w[i + 1] + w[i] + w[i + 2:] for i in range(1, len(w) - 1) if w[i] != w[i + 1]]
        if clipped:
            out += [w[:i] + w[i + 1:] for i in range(1, len(w) - 1) if w[i] != w[i - 1]]
    return tuple(sorted(set(out) - set(words)))


# the words the readers look for, as they are mistyped: swapped or clipped where no typo is an English word (the
# change verbs, "password"), only swapped where a clipped one would be ("started" -> "stared", "longer" -> "loner",
# "meant" -> "mean"); "moved" clipped ("mved", "moed") is too short to tell apart
TYPOS = {
    **{t: w for w in ("switched", "changed", "migrated", "relocated", "password") for t in typos(w)},
    **{t: w for w in ("moved", "moving", "switching", "migrating", "longer", "anymore", "joined", "started", "stopped",
                      "replaced", "upgraded", "passcode", "actually", "meant", "sorry", "tomorrow", "tonight",
                      "instead", "quitting") for t in typos(w, clipped=False)},
}


# clipped spellings, shorthand and homophones that are no other word -> the word
_SPELLED = {
    **TYPOS, "paswd": "password", "moveed": "moved", "i know longer": "I no longer", "we know longer": "we no longer",
    "any moer": "any more", "wknd": "weekend", "2nite": "tonight",
    "tonite": "tonight", "2moro": "tomorrow", "2morrow": "tomorrow", "tmrw": "tomorrow",
    "2day": "today", "w/": "with", "w/o": "without", "bday": "birthday",
}
# in lower case only: "RN" is a nurse, "UR" a university, "B4" a paper size, "TMR" a sensor
_LOWER = {"rn": "right now", "im": "I'm", "ive": "I've", "ur": "your", "b4": "before", "tmr": "tomorrow"}


def _spellings(spellings: list[str]) -> re.Pattern[str]:
    """One pattern for these spellings, as whole words (the lower-case-only ones in lower case)."""
    cased = [re.escape(w) for w in spellings if w in _LOWER]
    folded = sorted((re.escape(w) for w in spellings if w not in _LOWER), key=len, reverse=True)
    return re.compile(r"(?<![\w@/])(?:" + "|".join(([f"(?i:{'|'.join(folded)})"] if folded else []) + cased)
                      + r")(?![\w/])")


# the spellings by their last word, as the bytes a text's words are looked up by
_BY_LAST: dict[bytes, list[str]] = {}
for _spelling in (*_SPELLED, *_LOWER):
    _BY_LAST.setdefault(_spelling.split()[-1].lower().encode(), []).append(_spelling)
_PATTERNS = {last: _spellings(spellings) for last, spellings in _BY_LAST.items()}
_LAST_WORDS = frozenset(_PATTERNS)
# an @mention names who it mentions ("joined @Vandelay"): an @ at the start or after a space (not in an address or
# a URL's credentials: "a@b.com", "deploy:S3cr3tPass!@db.internal")
_MENTION = re.compile(r"(?:^|(?<=[\s(]))@(?=\w)")
# Chinese input-method typos of cue words, outside the words they are part of
_CHINESE = re.compile(r"(?<![一这那百万])般到|(?<![所可难加予给足得以])以经(?![济营典验历纬常过])|说措了|记措了|写措了|搞措了")
_CHINESE_WORDS = {"般到": "搬到", "以经": "已经", "说措了": "说错了", "记措了": "记错了", "写措了": "写错了", "搞措了": "搞错了"}
# a value denied in quotes: "employer is Hooli, not 'Hully'" says Hully is wrong, as "not Hully" does
_DENIED_QUOTED = re.compile(r"(?<=\b[Nn]ot )['‘\"“]([^'’\"”\n]{1,40})['’\"”]|(?<=不是)[“‘「\"']([^”’」\"'\n]{1,40})[”’」\"']")
# a quoted line of an earlier message ("> Tom: I moved to Marseille!!", "> are u still vegan?"): someone else's, unless
# its speaker is the user ("> me: …") or the line before it introduces the user's own words ("User said:", "what I
# told HR:", "As I wrote to my landlord:")
_QUOTED = re.compile(r"^[ \t]*>[^\n]*", re.MULTILINE)
_OWN_QUOTE = re.compile(r"^[ \t]*>[ \t]*(?:me|i|user|the user)\s*[:：]", re.IGNORECASE)
_OWN_INTRO = re.compile(r"\b(?:i|we|(?:the )?user)\b[^\n]{0,40}?\b(?:said|say|says|told|tell|wrote|write|writes|replied"
                        r"|answered|posted|sent)\b[^\n]*[:：][ \t]*$|(?:我|用户)[^\n]{0,10}?[说讲写回答发][^\n]*[:：][ \t]*$",
                        re.IGNORECASE)


# an agent quoting the user's own words, the quote opening right after the words that say so ('User said: "I've cancelled
# The Times"', 'The user told me: "we moved to Buckie"', '用户原话：“我们上个月搬到衢州了”', '用户说：「…」', "L'utilisateur a dit :
# « … »"): the user's statement, read as said, without its quotation marks. Only the user as the one who said it, the
# verb of saying right before the quote (not 'User said their brother wrote: "I moved"', 'User forwarded: "…"', 'User
# said his wife told him: "…"': someone else's words, still quoted)
_OWN_WORDS = re.compile(
    r"(?:^|(?<=[\s(\[>:]))(?:(?:the|our|this)\s+)?user\s+(?:(?:just|also|then|had|has|explicitly"
    r"|clearly|earlier|once)\s+){0,2}(?:said|says|told\s+(?:me|us|the\s+(?:agent|assistant|bot))|wrote|writes|replied"
    r"|answered|typed|stated|confirmed|explained|mentioned)(?:\s+(?:to\s+(?:me|us)|verbatim|word\s+for\s+word))?"
    r"|(?:^|(?<=[\s(\[>:]))(?:(?:in\s+)?(?:the\s+)?user['’]s\s+(?:own\s+)?words|(?:direct\s+|verbatim\s+)?quote\s+from"
    r"\s+(?:the\s+)?user|(?:the\s+)?user\s+quote)"
    r"|用户(?:的)?原话(?:是)?|用户(?:亲口|本人|自己)?(?:说|讲|写|回复|回答|表示|提到|告诉我|说过|说道|写道)"
    r"|(?:^|(?<=[\s(\[>:]))(?:l['’]utilisateur|l['’]utilisatrice|el usuario|la usuaria|o utilizador|a utilizadora"
    r"|o usuário|a usuária|l['’]utente|der (?:be)?nutzer|die (?:be)?nutzerin)\s+(?:a dit|a écrit|dijo|escribió|ha dicho"
    r"|disse|escreveu|ha detto|ha scritto|sagte|schrieb|hat gesagt|hat geschrieben)",
    re.IGNORECASE)
# ... then a colon or a comma, and the quote: its closing mark is its opening's, within one line (bounded: linear)
_OWN_QUOTE_OPEN = re.compile(r"\s{0,3}[:：,，]?\s{0,3}(?:\"([^\"\n]{1,600})\"|“([^”\n]{1,600})”|「([^」\n]{1,600})」"
                             r"|『([^』\n]{1,600})』|‘([^’\n]{1,600})’|«\s?([^»\n]{1,600}?)\s?»|„([^“”\n]{1,600})[“”]"
                             r"|'((?:[^'\n]|'(?=[a-z])){1,600})'(?![a-z]))", re.IGNORECASE)
# (a cheap look first: the words above, and a quotation mark)
_OWN_HINT = any_of(("user", "utilisat", "usuari", "utilizador", "utente", "nutzer", "用户"))  # (read lowered)
_QUOTE_MARKS = frozenset("\"“「『‘«„'")


def _own_words(text: str) -> str:
    """`text` with the user's own words, quoted by an agent (`_OWN_WORDS`), read without their quotation marks."""
    out: list[str] = []
    last = 0
    for n, m in enumerate(_OWN_WORDS.finditer(text)):
        if n == 32 or m.start() < last:
            break
        q = _OWN_QUOTE_OPEN.match(text, m.end())
        if q is None:
            continue
        said = next(g for g in q.groups() if g is not None)
        out.append(text[last:m.end()] + ": " + said)
        last = q.end()
    return "".join(out) + text[last:] if out else text


def _unquoted(text: str) -> str:
    """`text` with someone else's quoted lines blanked (`_QUOTED`)."""
    out: list[str] = []
    own = False  # the quote block under way is the user's own words
    for line in text.split("\n"):
        if _QUOTED.match(line):
            if not own and not _OWN_QUOTE.match(line):
                continue
        else:
            own = _OWN_INTRO.search(line) is not None
        out.append(line)
    return "\n".join(out)


# the words of a text as bytes (letters, digits and "/" kept, the rest a space; bytes.translate: ~10x a regex's speed),
# looked up by the last word of every spelling above: the usual statement holds none, and is through without a regex
_BREAKS = bytes(c if c < 128 and (chr(c).isalnum() or c == ord("/")) else 32 for c in range(256))


def _word(m: re.Match[str]) -> str:
    return _LOWER.get(m.group()) or _SPELLED[m.group().lower()]


def mended(text: str, message: bool = False, keep: tuple[object, ...] = ()) -> str:
    """`text` with the spellings above mended (the same object when there is none). `message` (the policy's reading of
    what the user says): someone else's quoted lines blanked, @mentions read as names and a value denied in quotes as
    named. `keep`: values; where the text names one and the mended text no longer does (a handle "@sam_new", a
    password "b4-Sunset!", React Native's "rn"), the text is read as written."""
    out = _mended(text, message)
    if out is not text and keep:
        folded, now = text.casefold(), out.casefold()
        if any(type(v) is str and v.strip() and v.strip().casefold() in folded and v.strip().casefold() not in now
               for v in keep):
            out = text
    if message and ">" in out and _QUOTED.search(out):
        out = _unquoted(out)
    if message and not _QUOTE_MARKS.isdisjoint(out) and _OWN_HINT(out.lower()):
        out = _own_words(out)
    return text if out == text else out


# the last text whose words were mended, and its mending: the write gate and the policy read the same statement object
# of a command one after the other (an identity check; the tuple holds the text, so its id is not reused meanwhile)
_LAST: tuple[str, str] = ("", "")


def _mended(text: str, message: bool) -> str:
    global _LAST
    last = _LAST
    if last[0] is text:
        out = last[1]
    else:
        out = text
        words = text.encode().translate(_BREAKS).lower().split()
        if not _LAST_WORDS.isdisjoint(words):
            for word in _LAST_WORDS.intersection(words):
                out = _PATTERNS[word].sub(_word, out)
        if not out.isascii() and ("般到" in out or "以经" in out or "措了" in out):
            out = _CHINESE.sub(lambda m: _CHINESE_WORDS[m.group()], out)
        out = glossed(out)  # the cue words of other languages, in English (`ledger.gloss`)
        _LAST = (text, out)
    if message and "@" in out:
        out = _MENTION.sub("", out)
    if message and ("not " in out or "不是" in out):
        out = _DENIED_QUOTED.sub(lambda m: m.group(1) or m.group(2), out)
    return out
