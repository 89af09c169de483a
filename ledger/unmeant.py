"""A value the speaker names but does not mean: a joke, a fact said and taken back in the same message, a wish or an
unreal condition in French, Italian, Spanish, Portuguese or German (the twenty-seventh blind set,
`bench/quality_blind27.py`). Nothing of the present is asserted, so the policy refuses the value
(`value_not_asserted`), and the held value still holds (set 13; seed 000 记忆只存用户明说的).

`ledger.assertion` reads the English and Chinese forms ("jk, still at 7C", "If I won the lottery, I'd move to
Lisbon", "我开玩笑的"); this module reads, on the policy's mended statement:

- taken back (`unmeant`): every mention of the value comes before a clause that takes it back, and nothing after
  names it again. A joke word takes it back alone ("Mi trasferisco a Parigi domani! Scherzo", "Me mudé a París.
  Es broma", "je rigole", "war nur Spaß", "é brincadeira"; not "scherzi a parte", "Spaß beiseite", "blague à part":
  joking aside, meant). A slip word ("ach nein", "Quatsch", "no wait", "anzi no", "non, attends", "não, espera")
  takes it back only when what follows keeps the old state: it names a held value or says "still" ("…, ach nein,
  Quatsch, wir wohnen noch in Bützow"); a slip put right with a new value ("Mudei-me para a Guarda, não, desculpa,
  para Mangualde") names that value after the slip, which is asserted (a correction, `ledger.cues`);
- wished or supposed (`unmeant`): a wish word ("ojalá", "oxalá", "quem me dera", "magari", "si seulement", "se
  solo", "ich wünschte") or an unreal condition (if + a past subjunctive: "si tuviera", "se abrisse", "se avessi",
  "wenn ich … hätte"; French "si" + imperfect with a conditional in the sentence: "si j'avais …, je l'appellerais")
  before the value in its sentence, with no "but" between ("Ojalá tuviera un huerto", "Se um dia abrisse o meu
  próprio café, chamava-lhe Grão Fino"; not "Si tuviera tiempo iría más, pero vivo en Madrid");
- a mock job (`unmeant`, a work key): a habit dressed as a title ("professional tea drinker", "full-time napper")
  said laughing ("lol", "haha", 😂) — a joke, not a job. "lol" after a real fact keeps it ("moved to Leeds lol
  finally", "officially a paramedic now lol");
- a held value joked about (`joked_about`): "lol jk about the vegan thing, … pescatarian as ever": the record of
  that value was never true, so the value the message states corrects it (DOMAIN 2: correction).

Every reading is bounded: at most MAX_CUES mentions, each read within WINDOW characters."""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import Any

from ledger.clauses import MAX_CUES, WINDOW
from ledger.cues import value_pattern
from ledger.hints import any_of
from ledger.script import folded, lowered

# -- taken back -------------------------------------------------------------------------------------------------------
# where a clause opens: after punctuation, a dash or an emoji, or after a laugh ("Parigi domani! Scherzo", "gezogen –
# ach nein", "Paris lol jk")
_OPENS = r"(?:[.!?,;:(\n…–—-]|[\U0001F300-\U0001FAFF☀-➿]|\b(?:lol|haha|hahaha|jaja|kkk|mdr|lmao))\s*+(?:[¡¿]\s*+)?"
# a joke word: the value was never meant (not "joking aside", meant: "scherzi a parte", "Spaß beiseite", "blague à
# part", "bromas aparte", "brincadeiras à parte"; not "about …", which takes back something else: `joked_about`). A
# German joke noun alone ("Spaß!", "Ein Scherz, …") closes its clause: a word after it makes it the noun of an idiom
# ("Spaß pur!", "Spaß garantiert", "Witz des Jahres": fun, not a joke); with "nur", "war", "kleiner" it is one
# ("Nur Spaß, ich wohne weiter in Bützow")
_JOKE = (r"(?:(?:just |only )?(?:kidding|joking)|jk|j/k|i wish(?=\s*(?:$|[.!…]|lol|haha|[\U0001F300-\U0001FAFF]))"
         r"|in my dreams|(?:ich )?(?:mach(?:e)? |war |ist |bloß |nur ){1,3}(?:ein )?(?:kleiner )?"
         r"(?:scherz|spa(?:ß|ss)|witz)(?:,? natürlich)?|(?:ein )?kleiner (?:scherz|spa(?:ß|ss)|witz)(?:,? natürlich)?"
         r"|(?:ein )?(?:scherz|spa(?:ß|ss)|witz)(?:,? natürlich)?(?=\s*(?:$|[.!?,;:…)]|lol|haha|[\U0001F300-\U0001FAFF]))"
         r"|reingefallen|schön wär(?:e|['’]s)(?: es)?|träum weiter"
         r"|scherzo|scherzavo|(?:sto|stavo) scherzando|(?:è|era) uno scherzo|ci sei cascat[oa]"
         r"|magari(?=\s*(?:$|[!…]|[\U0001F300-\U0001FAFF]))"
         r"|(?:mais non,? )?je (?:rigole|plaisante|blague|déconne)|(?:c['’]est|c['’]était) (?:une )?blague|blague"
         r"|poisson d['’]avril|j['’]aimerais bien(?=\s*(?:$|[!…]|[\U0001F300-\U0001FAFF]))"
         r"|(?:es|era|fue) (?:una )?broma|(?:es|era) (?:de )?coña|broma|bromeo|bromeaba|(?:estoy|estaba) (?:de broma"
         r"|bromeando)|mentira|(?:ya )?quisiera(?=\s*(?:$|[!…]|[\U0001F300-\U0001FAFF]))"
         r"|(?:é|era|foi) (?:uma )?brincadeira|brincadeira|(?:estou|estava|tou|tô|to) (?:a brincar|brincando)"
         r"|quem me dera(?=\s*(?:$|[!…]|[\U0001F300-\U0001FAFF]))"
         r"|(?:ojalá|ojala|oxalá|oxala)(?=\s*(?:$|[!…]|[\U0001F300-\U0001FAFF])))"
         r"(?![\w-])(?!\s+(?:a parte|aparte|à parte|beiseite|à part|aside|about|su|sobre|sur|über|mit|con|com|macht|gemacht"
         r"|hat|haben|hatten|gehabt|del destino|di cattivo gusto)\b)")
# a slip word: taken back only when what follows keeps the old state
_SLIP = (r"(?:(?:ach|oh|äh|ähm|nee|ne) nein|nein,? (?:moment|warte|sorry|doch nicht|stimmt nicht)|quatsch|doch nicht"
         r"|(?:oh |wait,? )?(?:no|nope|nah),? (?:wait|sorry|hang on|hold on|scratch that|my bad)|scratch that"
         r"|anzi no|ma (?:che|cosa) dico|macché|no,? aspetta"
         r"|(?:mais )?non,? (?:attends|pardon|je me trompe)|qu['’]est-ce que je raconte"
         r"|no,? (?:espera|perdón|perdona)|qué va|que va|qué digo"
         r"|não,? (?:espera|desculpa|perdão)|nada disso|que disparate)(?![\w-])")
_TAKEN_BACK = re.compile(_OPENS + r"(?:(?P<joke>" + _JOKE + r")|" + _SLIP + r")")
# after a slip, what keeps the old state: "still", "it didn't work out"
_KEPT = re.compile(r"\b(?:still|noch|weiterhin|sempre|ancora|todavía|todavia|sigo|seguimos|ainda|continuo"
                   r"|continuamos|toujours|nicht geklappt|didn['’]t (?:work out|happen)|fell through"
                   r"|non è andata|no salió|não deu|pas marché)\b")
# what says the rest is meant after all ("scherzo, ma sul serio: …")
_SERIOUSLY = re.compile(r"\b(?:seriously|for real|in all seriousness|sul serio|seriamente|en serio|sérieusement|en vrai"
                        r"|a sério|falando sério|im ernst|ernsthaft)\b")


def _taken_back(text: str, value: str, held: Iterable[Any]) -> bool:
    pattern = value_pattern(value)
    if pattern is None:
        return False
    last = None
    for n, m in enumerate(pattern.finditer(text)):
        if n == MAX_CUES:
            return False
        last = m
    if last is None:
        return False
    back = _TAKEN_BACK.search(text, last.end(), last.end() + WINDOW)
    if back is None:
        return False
    rest = text[back.end(): back.end() + WINDOW]
    if _SERIOUSLY.search(rest):
        return False
    if back.group("joke") is not None:
        return True
    if _KEPT.search(rest):
        return True
    for other in held:
        if isinstance(other, str) and other.strip() and lowered(other) != lowered(value):
            kept = value_pattern(folded(other))
            if kept is not None and kept.search(rest):
                return True
    return False


# -- wished or supposed -----------------------------------------------------------------------------------------------
_WISH = (r"\b(?:ojalá|ojala|oxalá|oxala|quem me dera|quién pudiera|magari|si seulement|se solo|se almeno|ich wünschte"
         r"|wünschte ich|wenn (?:ich|wir) (?:doch )?nur|hätte ich doch|hätten wir doch|wäre ich doch|wären wir doch)\b")
# a past subjunctive (Spanish, Portuguese, Italian) after "if": "si tuviera", "se abrisse", "se avessi" (not words
# that only end so: "para", "clase", "esse", "disse", "stessi"; not after "como"/"come"/"comme", as if, nor Spanish
# "por si", in case: "por si fuera poco", on top of that, states what follows; "por si lloviera", a precaution)
_NOT_SUBJUNCTIVE = (r"(?!(?:para|cara|clara|rara|vara|era|base|clase|fase|frase|pase|casa|esse|nesse|desse|disse"
                    r"|dissero|classe|passe|passi|interesse|posse|stessi|stesse|messe|successe|processi|basse|bassi"
                    r"|grasse|grassi|masse|tassi|sassi|classi|assi|adesso|spesso|progressi|successi|accessi|interessi|congressi"
                    r"|eccessi|ingressi|permessi|compromessi|sessi|guadalajara|sara|zara|lara|mara|tara|cámara"
                    r"|máscara|sahara)\b)")
_SUBJUNCTIVE = (_NOT_SUBJUNCTIVE + r"(?:\w+(?:ara|aras|áramos|aran|iera|ieras|iéramos|ieran|jera|jeras|jéramos|jeran"
                r"|ase|ases|ásemos|asen|iese|ieses|iésemos|iesen|asse|asses|ássemos|assem|esse|esses|êssemos|essem"
                r"|isse|isses|íssemos|issem|assi|assimo|assero|essi|essimo|essero|issi|issimo|issero)"
                r"|fuera|fueras|fuéramos|fueran|fuese|fuésemos|fuesen|fosse|fosses|fôssemos|fossem|fossi|fossimo"
                r"|fossero)\b")
_UNREAL_IF = re.compile(
    r"(?<!\bcomo )(?<!\bcome )(?<!\bcomme )(?<!\bpor )\b(?:si|se)\s+(?:[\w'’-]+\s+){0,4}?" + _SUBJUNCTIVE
    # German: "wenn ich … hätte", "falls wir … wären"; a verb first: "hätte ich einen Garten, …"
    + r"|\b(?:wenn|falls)\s+(?:[\w'’-]+\s+){0,6}?(?:hätte|hätten|hättest|wäre|wären|wärst|würde|würden|könnte"
    r"|könnten)\b|(?:^|[.!?,;]\s*)(?:hätte|hätten|wäre|wären) (?:ich|wir)\b")
# French: "si" + an imperfect, and a conditional in the sentence ("si j'avais un jardin, j'y planterais …"; "s'il
# pleuvait, je restais" is a habit of the past)
_SI_IMPERFECT = re.compile(r"(?<!\bcomme )\bs(?:i\s+|['’](?=ils?\b))(?:[\w'’-]+\s+){0,3}?(?!(?:jamais|mais|désormais"
                           r"|frais|vrais|anglais|français|japonais|portugais|irlandais|écossais|palais|relais)\b)"
                           r"[\w'’]*(?:ais|ait|ions|iez|aient)\b")
_CONDITIONAL_FR = re.compile(r"\b(?!(?:vrais|frais|trait|portrait|extrait|attrait|retrait|abstrait|distrait)\b)"
                             r"[\w'’]*(?:rais|rait|rions|riez|raient)\b")
_WISH_RE = re.compile(_WISH)
_BUT = re.compile(r"\b(?:pero|mas|ma|però|mais|aber|sondern|but|sin embargo|porém|contudo)\b")
_BOUNDARY = re.compile(r"[,:;]")
_SENTENCE_START = re.compile(r"[.!?;\n](?=\s|$)[^.!?;\n]*$")
_SENTENCE_END = re.compile(r"[.!?;\n]")
_THAT_FR = re.compile(r"\b(?:que|qu['’])")


def _wished(text: str, value: str) -> bool:
    pattern = value_pattern(value)
    if pattern is None:
        return False
    found = False
    for n, m in enumerate(pattern.finditer(text)):
        if n == MAX_CUES:
            return False
        before = text[max(0, m.start() - WINDOW): m.start()]
        start = _SENTENCE_START.search(before)
        head = before[start.start() + 1 if start else 0:]
        unreal = _last(_WISH_RE, head) or _last(_UNREAL_IF, head)
        if unreal is None:
            si = _SI_IMPERFECT.search(head)
            if si is not None:
                end = _SENTENCE_END.search(text, m.end(), m.end() + WINDOW)
                if _apodosis_fr(head + text[m.end(): end.start() if end else m.end() + WINDOW], si.end()):
                    unreal = si
        # (the value in the wish's or the condition's clause or the one right after it: "si j'avais su, j'aurais
        # déménagé plus tôt : on vit à Paris maintenant" tells where they live)
        if unreal is None or _BUT.search(head, unreal.end()) or len(_BOUNDARY.findall(head, unreal.end())) > 1 or (
                ":" in head[unreal.end():]):
            return False
        found = True
    return found


def _apodosis_fr(sentence: str, after_si: int) -> bool:
    """A French conditional in the sentence that can answer the "si" clause ending at `after_si`: not one in a "que"
    clause of the "si" clause ("même si je savais que ce serait dur, on a emménagé": a future in the past, said of
    a real past), unless a clause break closes that "que" clause before it ("si je savais que tu viendrais, je
    resterais")."""
    for c in _CONDITIONAL_FR.finditer(sentence):
        if c.start() < after_si:
            return True
        between = sentence[after_si: c.start()]
        if _THAT_FR.search(between) is None or _BOUNDARY.search(between) is not None:
            return True
    return False


def _last(pattern: re.Pattern[str], text: str) -> re.Match[str] | None:
    found = None
    for found in pattern.finditer(text):  # noqa: B007 - the last one
        pass
    return found


# -- a mock job -------------------------------------------------------------------------------------------------------
_WORK_KEY = re.compile(r"work|job|title|occupation|profession|career|role|position", re.IGNORECASE)
_MOCK_TITLE = re.compile(
    r"(?:(?:a|an|the)\s+)?(?:(?:professional|full[- ]time|certified|chief|head|official|olympic|world[- ]class|elite"
    r"|expert|master|pro)\s+)?(?:[\w-]+\s+)?(?:drinker|eater|napper|sleeper|procrastinator|overthinker|worrier"
    r"|snacker|binge[- ]?watcher|couch potato|scroller|doomscroller|complainer|daydreamer|oversharer|nap taker"
    r"|coffee addict|tea addict|chocoholic)s?")
_LAUGH = re.compile(r"\b(?:lol|lolol|haha\w*|hehe\w*|lmao|rofl|xd|jaja\w*|kkk\w*|mdr|ahah\w*)\b|[😂🤣😅😆😜😝🙃]")


@functools.lru_cache(maxsize=1024)
def _work_key(key: str) -> bool:
    return _WORK_KEY.search(key) is not None


def _mock_job(text: str, value: str) -> bool:
    if not _MOCK_TITLE.fullmatch(" ".join(lowered(value).split())):
        return False
    pattern = value_pattern(value)
    m = pattern.search(text) if pattern is not None else None
    if m is None:
        return False
    start = text.rfind("\n", 0, m.start()) + 1
    end = text.find("\n", m.end())
    return _LAUGH.search(text, max(start, m.start() - WINDOW), min(end if end >= 0 else len(text), m.end() + WINDOW)) \
        is not None


# The words each reading needs, looked for before the value's pattern is built (one per distinct value: a regex
# compiled for every new value costs ~15 us a command): a literal of every alternative of `_JOKE` and `_SLIP`, and of
# `_WISH`, `_UNREAL_IF` and `_SI_IMPERFECT` (`tests/unit/test_unmeant_hints.py` checks them against the readings)
_TAKE_BACK_HINTS = (
    "kidding", "joking", "jk", "j/k", "i wish", "in my dreams", "scherz", "spaß", "spass", "witz", "reingefallen",
    "schön wär", "träum weiter", "cascat", "magari", "rigole", "plaisante", "blague", "déconne", "poisson d",
    "aimerais bien", "broma", "bromeo", "bromea", "coña", "mentira", "quisiera", "brincadeira", "brincar", "brincando",
    "quem me dera", "ojal", "oxal",
    "nein", "quatsch", "doch nicht", "wait", "sorry", "hang on", "hold on", "scratch that", "my bad", "anzi no", "dico",
    "macch", "aspetta", "attends", "pardon", "trompe", "raconte", "espera", "perd", "qué va", "que va", "qué digo",
    "desculpa", "nada disso", "disparate")
_may_take_back = any_of(_TAKE_BACK_HINTS)
_may_wish = any_of(("si", "se", "s'", "s’", "wenn", "falls", "hätte", "wäre", "ojal", "oxal", "quem me dera",
                    "quién pudiera", "magari", "wünschte"))
_MAY_WISH = re.compile(r"\b(?:si|se|s['’]|wenn|falls|hätte\w*|wäre\w*)\b|ojal|oxal|quem me dera|quién pudiera|magari"
                       r"|si seulement|wünschte")


def unmeant(statement: str | None, value: Any, key: str = "", held: Iterable[Any] = ()) -> bool:
    """Does the statement name `value` (a string) only where the speaker does not mean it: taken back after it, wished
    or supposed, or a mock job said laughing? (`held`: the values held in the slot, which a take-back may restate.)"""
    if not statement or not isinstance(value, str) or not value.strip() or len(statement) > 8 * WINDOW * MAX_CUES:
        return False
    text = lowered(folded(statement))
    value = folded(value)
    return (_may_take_back(text) and _taken_back(text, value, held)) or (
        _may_wish(text) and _MAY_WISH.search(text) is not None and _wished(text, value)) or (
        _work_key(key) and _mock_job(text, value))


# -- a held value joked about -----------------------------------------------------------------------------------------
# (the speaker's joke, opening a clause: not "my brother was joking about Berlin")
_JOKED_BEFORE = re.compile(
    r"(?:(?:^|[.!?,;:(\n…–—-]\s*+|\b(?:lol|haha|ok|okay|oh|sorry|and|but|also|btw)\s++)(?:jk|j/k"
    r"|(?:(?:i was|i['’]m|i am|was)\s+)?(?:just |only )?(?:kidding|joking)|scherzavo|stavo"
    r" scherzando|bromeaba|estaba bromeando|je (?:plaisantais|rigolais|blaguais)|estava a brincar|tava brincando"
    r"|war (?:nur )?(?:ein )?(?:scherz|spa(?:ß|ss)))\s+(?:about|on|su|sobre|sur|über|mit|com|con|de)\s+"
    r"(?:(?:the|that|this|my|all|il|lo|la|le|l['’]|el|lo de|o|a|das|dem|der|den)\s+){0,2})$")
_JOKED_AFTER = re.compile(r"\s+(?:(?:thing|stuff|bit|part|one)\s+)?(?:was|is)\s+(?:just\s+|only\s+)?(?:a\s+)?"
                          r"(?:joke|kidding)\b")


def joked_about(statement: str | None, value: Any, held: Iterable[Any]) -> bool:
    """Does the statement take back a held value other than `value` as a joke ("jk about the vegan thing", "the vegan
    thing was a joke") while naming `value`? Then the held record was never true: a correction."""
    if not statement or not isinstance(value, str) or not value.strip() or len(statement) > 8 * WINDOW * MAX_CUES:
        return False
    text = lowered(folded(statement))
    mine = value_pattern(folded(value))
    if mine is None or mine.search(text) is None:
        return False
    for other in held:
        if not isinstance(other, str) or not other.strip() or lowered(other) == lowered(value):
            continue
        pattern = value_pattern(folded(other))
        if pattern is None:
            continue
        for n, m in enumerate(pattern.finditer(text)):
            if n == MAX_CUES:
                break
            if _JOKED_BEFORE.search(text, max(0, m.start() - 60), m.start()) or _JOKED_AFTER.match(text, m.end()):
                return True
    return False
