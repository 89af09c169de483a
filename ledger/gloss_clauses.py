"""Reading a glossed cue in its sentence: how far around a match `ledger.gloss` reads (`_REACH`, and only the first
`_MOST` matches of each kind), the clause and the sentence around a match, whether that clause says the cue did not
happen, may happen or is someone else's (`_BLOCKED`, `_COMPANY`, `_DISBELIEF`: `_unsaid`), whether someone else is the
subject of a Japanese or Korean verb (`_theirs`), and whether a cancellation is taken back later in its sentence
(`_taken_back`). Every gloss reads its match with these, so one reading of "nicht", "si" or "mi hermano" holds for all
of them: kept apart from the cue words (`ledger.gloss_changes`, `ledger.gloss_cues`) as `ledger.clauses` is from the
English and Chinese readers."""

from __future__ import annotations

import re

# In the clause of a change, a "now" or an ending: a negation, a condition, a plan, hearsay or someone else's name
# keeps it unsaid ("Nunca me mudé", "Si al final nos mudamos", "Nos mudamos el mes que viene", "Mi hermano ya no …")
# someone else, by a family word or a role
_KIN = (r"bruder|schwester|mutter|vater|eltern|frère|sœur|mère|père|parents|hermano|hermana|madre|padre|padres|mi primo"
        r"|mi prima|novio|novia|jefe|jefa|esposo|esposa|marido|mujer|freund|freundin|frau|mann|chef|chefin|copain|copine"
        r"|patron|namorado|namorada|chefe|marido|esposa|ragazzo|ragazza|capo|moglie|marito|парень|девушка|начальник|друг"
        r"|подруга|irmão|irmã|mãe|pai|pais|fratello|sorella|madre|padre|genitori|брат|сестра|мама|папа|родители|жена|муж")
_BLOCKED = re.compile(
    r"\b(?:nicht|nie|niemals|kein\w*|würde\w*|wäre|wären|wenn|falls|ob|dass|gehört|betracht|niet|nooit"
    r"|pas|jamais|si|s['’]il|nunca|jamás|não|nao|non|не|никогда|если|agar|nahi|nahin"
    # (Spanish "no" before a verb or a pronoun; Portuguese "no" is "in the": "no ano passado")
    r"|no(?=\s+(?:me|te|se|lo|la|le|nos|os|he|ha|has|hemos|han|\w+(?:é|ó|amos|emos|imos|aba|ía)\b))"
    r"|saludar|visitar|ver a|trovare|roupa|reifen|kleidung|al elegir|en choisissant"
    r"|a scegliere|с выбором"
    r"|que viene|próxim\w*|mañana|que vem|amanhã|nächste\w*|morgen|bald|demain|prochaine?|domani|prossim\w*|завтра"
    r"|следующ\w*|vamos a|voy a|vou|werde|werden|je vais|on va|going to"
    r"|" + _KIN + r")\b"
    r"|\bn['’]|안 |못 |来年|来月|来週|明日|내년|다음 달|다음 주|내일",
    re.IGNORECASE,
)
_CLAUSE = re.compile(r"[^.!?;,\n。！？、，]*")


# A clause is read at most this far from a match: a statement of 64 KB with no punctuation and thousands of matches
# would otherwise be read whole at each (`bench/worst_case.py`: 40-80 s before the bound)
_REACH = 240
# ... and only the first matches of each kind are read with their clause (the rest are left as written: a statement
# saying "ich bin umgezogen" a hundred times says it in its first clauses)
_MOST = 32


def _clause_before(text: str, at: int) -> str:
    """The clause of `text` that position `at` is in, up to `at` (at most `_REACH` characters)."""
    start = max(text.rfind(c, max(0, at - _REACH), at) for c in ".!?;,\n。！？、，") + 1
    return text[max(start, at - _REACH, 0):at]


def _clause_after(text: str, at: int) -> str:
    m = _CLAUSE.match(text, at, at + _REACH)
    return m.group() if m else ""


# someone else named as the speaker's company, or beside the speaker as the subject, is no one else's change: "mit
# meiner Freundin", "avec mes parents", "con mi novia", "perto dos meus pais", "con mia moglie", "Meine Frau und ich"
_COMPANY = re.compile(r"\b(?:mit|avec|con|com|junto (?:con|com|a)|insieme a|zusammen mit|perto d[aeo]s?|près de"
                      r"|près d['’]|cerca de|vicino a)\s+(?:(?:mein\w*|mes|ma|mon|mi|mis|meus?|minhas?|mia|mio|miei|mie"
                      r"|la|il|i|le)\s+)?\w+"
                      r"|\b\w+\s+(?:und|et|y|e)\s+(?:ich|moi|yo|eu|io)\b", re.IGNORECASE)


# delight, not a denial: "non ci credo ancora", "no me lo creo", "je n'y crois pas", "ich kann es nicht glauben", "não
# acredito" (after what happened: "mi hanno spostata agli Uffizi 😍 non ci credo ancora")
_DISBELIEF = re.compile(r"\b(?:non ci (?:posso )?credo(?: ancora)?|non ci posso credere|no me lo (?:puedo )?creo|no lo puedo creer"
                        r"|no me lo puedo creer|je n['’]y crois pas|j['’]y crois pas|ich kann es (?:noch )?(?:gar )?nicht glauben"
                        r"|(?:ainda )?não acredito|nem acredito)\b", re.IGNORECASE)


def _sentence_after(text: str, at: int) -> str:
    """The rest of the sentence of `text` from position `at` (at most `_REACH` characters)."""
    rest = text[at:at + _REACH]
    return rest[:next((n for n, c in enumerate(rest) if c in ".!?\n。！？"), len(rest))]


# a slip put right after a dash: "no" and an apology, then the right place with its preposition again ("Mudei-me para a
# Guarda — não, desculpa, para Mangualde", "On a déménagé à Vannes – non, pardon, à Auray", "Me mudé a Cáceres — no,
# perdón, a Trujillo"): the "no" denies the slip, not the move; the move's clause ends at the dash (not "— não, mentira",
# "– non, c'est faux", "– nein, Quatsch": the move itself taken back)
_REPAIRED = re.compile(r"\s?[—–-]+\s*(?:não|nao|non|no|nein|nee)\s*[,!]?\s*(?:(?:desculpa|desculpe|perdão|perdao|perdón"
                       r"|perdon|perdona|disculpa|pardon|scusa|scusate|scusami|sorry|entschuldigung|quiero decir|je veux dire"
                       r"|cioè|quer dizer|ich meine|digo|espera|attends|aspetta|warte)\s*[,!]?\s*)?"
                       r"(?:para|pra|pro|a|à|al|ao|au|aux|en|in|nach|alla|allo|nel|nella|no|na|chez|bei|zu|zur|zum)\s",
                       re.IGNORECASE)


# a past day dates a visit, not a move: "je suis passé à Nantes hier", "… la semaine dernière", "… ce week-end" (French
# "passer à" is to call in as well as to move on; "On a déménagé à Auray le week-end dernier" is a move, so these are
# read for that verb only, `ledger.gloss._change`; not German "hier", here: "ich wohne jetzt hier in Berlin")
_VISIT_TIME = re.compile(r"\b(?:semaine dernière|week-end|(?<!\bjetzt )hier(?! (?:in|im|bei|beim|am|an|auf|zu|zum|zur|mit"
                         r"|seit|ist|sind)\b))\b", re.IGNORECASE)


def _unsaid(text: str, m: re.Match[str]) -> bool:
    """The clause of a match says it did not happen, may happen, or is someone else's."""
    after = _clause_after(text, m.end())
    repaired = _REPAIRED.search(text, m.end(), m.end() + _REACH)
    if repaired is not None and repaired.start() <= m.end() + len(after):
        after = text[m.end():repaired.start()]
    clause = _DISBELIEF.sub(" ", _clause_before(text, m.end()) + " " + after)
    return _BLOCKED.search(_COMPANY.sub(" ", clause)) is not None


def _sentence_before(text: str, at: int) -> str:
    """The sentence of `text` that position `at` is in, up to `at` (at most `_REACH` characters)."""
    before = text[max(0, at - _REACH):at]
    return before[max(before.rfind(c) for c in ".!?\n。！？") + 1:]


# a cancellation taken back, later in its sentence: "Cancelé Netflix un mes y luego volví", "Cancelei a Netflix e voltei
# a assinar", "J'ai résilié Netflix puis je me suis réabonné" (as English "resubscribed")
_TAKEN_BACK = re.compile(r"\b(?:(?:volví|volvimos|voltei|voltámos|voltamos)(?P<to>\s+(?:a|al|para|pra)\s+(?:(?:la|las|los|el|o|os|as)\s+)?(?P<what>[\w-]+(?:\s+de\s+alta)?))?"
                         r"|réabonnée?s?|me suis réinscrite?|riabbonat[oaie]"
                         r"|(?:mi sono|ci siamo) riabbonat\w*|wieder abonniert|erneut abonniert|me (?:volví a )?suscribí de nuevo"
                         r"|de nuevo|otra vez|de novo|outra vez|à nouveau|de nouveau|di nuovo"
                         r"|wieder(?P<wieder>\s+(?!(?:da|dabei|drin|an|zurück|es|ihn|sie|das|dort|angemeldet"
                         # (a customer again: "bin jetzt wieder Kunde", "wieder Mitglied")
                         r"|kunde|kundin|kunden|mitglied|abonnent|abonnentin)\b)"
                         # (a participle, a separable one too: "wieder abgeschlossen", "wieder angemeldet")
                         r"(?!(?:ab|an|auf|ein|zu)?ge\w+(?:t|en)\b)(?!\w+iert\b)[\w-]+)?)\b", re.IGNORECASE)
# ... not a return to something else: "Cancelé Netflix y volví a ver la tele normal", "..., volví a Movistar", "Ich habe
# Netflix gekündigt und schaue wieder normales Fernsehen" (not "volví a suscribirme", "volví a Netflix", "volví a los
# dos meses", "wieder abonniert", "hab's wieder")
_RESUBSCRIBED = re.compile(r"(?:suscrib|subscrib|abon|pag|contrat|activ|ativ|assin|inscrib|inscrev|dar(?:me|nos)? de alta"
                           r"|\w+(?:ar|er|ir)(?:la|lo|las|los)$|(?:ella|él|ellos|eso|esto|ele|ela|isso"
                           # (a time: "volví a los dos meses", "volví al mes")
                           r"|mes|meses|mês|semanas?|días?|dias?|años?|anos?|rato|poco|pouco|un|una|unos|unas|um|uma|dos|duas"
                           r"|tres|três|cuatro|quatro)$)", re.IGNORECASE)

# ... or had again, fell for it again, its object left out: "volví a tener", "pero volví a caer", "voltei a ter" (not
# "volví a tener tiempo libre")
_HAD_AGAIN = re.compile(r"(?:tener|ter|caer|cair|picar)\s*(?:$|[,.;:!?)]|(?:y|e|pero|mas)\b)", re.IGNORECASE)


def _taken_back(text: str, at: int) -> bool:
    """Is the cancellation that ends at `at` taken back later in its sentence?"""
    words = text[at:at + _REACH].split()
    cancelled = next((w.strip(".,;:!?").lower() for w in words if w.lower() not in ("a", "o", "la", "el", "le", "il",
                                                                                      "mi", "mio", "mon", "mein", "meu")), "")
    sentence = _sentence_after(text, at)
    for n, m in enumerate(_TAKEN_BACK.finditer(sentence)):
        if n == _MOST:
            break
        what = (m.group("what") or "").lower()
        if m.group("wieder") is not None or (m.group("to") is not None and what != cancelled and not (
                _RESUBSCRIBED.match(what)) and not what.isdigit() and not _HAD_AGAIN.match(what + sentence[m.end():])):
            continue
        return True
    return False


# ... and someone else is the subject only in the verb's own sentence, after a first person of its own ("両親は大阪に
# 残って、私は東京に引っ越しました", "부모님은 부산에 계시고 저는 서울로 이사했어요"); before a reason (ので, から, 서),
# only as the topic (は, 는: "兄は子供が生まれたので…"), not as the reason's own subject ("赤ちゃんが生まれたので東京に
# 引っ越しました"; not "東京から": from)
_FIRST_PERSON = re.compile(r"私[はが]|僕[はが]|俺[はが]|わたし[はが]|저는|나는|제가|내가|(?<![가-힣])(?:전|난) ")
_REASON = re.compile(r"ので|(?<=[たいだす])から|ため|(?<=[가-힣])(?<!에)서 |니까 |때문에 ")
_SOMEONE_ELSE = re.compile(r"(?:友達|友人|兄|弟|姉|妹|母|父|彼女?|彼氏|上司|部長|祖母|祖父|同僚|夫|妻|息子|娘|両親|\w{1,6}さん|\w{1,6}くん|\w{1,6}ちゃん"
                           r"|동생|형|누나|언니|오빠|친구|엄마|아빠|남편|아내|할머니|할아버지|상사|팀장|남자친구|여자친구|아들|딸|동료|부모님|선배|후배|\w{1,4}씨|\w{1,4}님)"
                           r"(?:が|は|も|이|가|은|는|도)")
_IF = re.compile(r"もし|만약|만일")


def _theirs(text: str, at: int) -> bool:
    """Is someone else the subject of a Japanese or Korean verb at `at`?"""
    before = text[max(0, at - _REACH):at]
    sentence = before[max(before.rfind(c) for c in ".!?\n。！？") + 1:]
    first = list(_FIRST_PERSON.finditer(sentence))
    own = sentence[first[-1].end():] if first else sentence
    reasons = list(_REASON.finditer(own))
    if not reasons:
        return _SOMEONE_ELSE.search(own) is not None
    cut = reasons[-1].end()
    return _SOMEONE_ELSE.search(own, cut) is not None or any(
        m.group()[-1] in "はも은는도" for m in _SOMEONE_ELSE.finditer(own, 0, cut))
