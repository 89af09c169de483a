"""The cue words of other languages read as English (the sixteenth blind set, `bench/quality_blind16.py`: German,
French, Spanish, Portuguese, Italian, Dutch, Russian, Japanese, Korean, Hinglish).

The readers of `ledger.cues`, `ledger.endings` and `ledger.gate` look for a few English and Chinese words: a change
("switched"), a correction ("I misspoke"), an ending ("no longer"), a stay ("just for today", "just for this task"),
a request to forget ("forget"). `glossed(text)` writes those words in where another language says them, and leaves
the rest of the text as it is, so the readers' other rules (a negation before the cue, the value named in the cue's
clause) read it as they read English. Only what a careful reader cannot read another way is glossed:

- a change only in the speaker's own words ("Ich bin … umgezogen", "on a déménagé", "me mudé", "mudei", "mi sono
  trasferito", "я переехал", "引っ越しました", "이사했어"), never someone else's ("Mein Bruder ist … gezogen", "mi
  hermana se mudó", "友達が…引っ越した", "동생이 … 이사했어"), a negated one ("nicht umgezogen", "no me he mudado",
  "引っ越してない") or a hypothetical ("si me mudara", "もし…引っ越したら");
- "now" only before the speaker's own lasting verb ("agora trabalho", "теперь я работаю", "今は…住んでる");
- "today" only opening the statement or a clause ("Aujourd'hui, réponds-moi en anglais", "오늘은 반말로 해줘").

The statement stored is the one received; `ledger.mend` applies this with its own mending and keeps the text as
written where glossing would stop it naming a value it names.
"""

from __future__ import annotations

import re

from ledger.hints import any_of

_CHANGED = "switched"
# The speaker's own change, by language: the verb is group "v", replaced by "switched" (a standalone change cue)
_CHANGES = re.compile(
    # German and Dutch: "Ich bin / wir sind / ich habe … umgezogen", "Ik ben verhuisd" (no "nicht", "nie", "kein" between)
    r"\b(?:ich bin|wir sind|bin ich|sind wir|ich habe|wir haben|habe ich|haben wir|ik ben|we zijn|wij zijn)\b"
    r"(?:(?!\b(?:nicht|nie|niemals|kein\w*|niet|nooit|würde\w*|wären|wäre)\b)[^.!?;\n]){0,60}?"
    r"\b(?P<v>umgezogen|umgestiegen|gewechselt|gemoved|migriert|verhuisd|overgestapt|gemigreerd)\b"
    # French: "j'ai / on a / nous avons déménagé", "je suis / on est passé(e)(s) à"
    r"|\b(?:j['’]ai|on a|nous avons|je suis|on est|nous sommes)\s+(?:(?:tous|toutes|enfin|finalement|déjà|bien)\s+)?"
    r"(?P<fr>déménagé|migré|passée?s?(?= (?:à|au|aux|sur|chez)\b))"
    # Spanish: "me mudé", "nos mudamos", "cambiamos a", "me pasé a", "hicimos el switch" (not after "no", "si")
    r"|(?<!\bno )(?<!\bsi )\b(?P<es>me mudé|nos mudamos|me he mudado|nos hemos mudado|(?:nos )?cambiamos(?= a\b)"
    r"|me cambié(?= a\b)|me pasé(?= a\b)|nos pasamos(?= a\b)|migramos|hicimos el switch)"
    # Portuguese: "mudei para", "me mudei", "mudamos … para" (not after "não")
    r"|(?<!\bnão )(?<!\bnao )(?<!\bnão me )(?<!\bse )\b(?P<pt>(?:me )?mudei|(?:nos )?mudamos|migramos|troquei(?= (?:de|para)\b)"
    r"|trocamos(?= (?:de|para)\b))\b"
    # Italian: "mi sono trasferito", "siamo passati a" (not after "non", "se")
    r"|(?<!\bnon )(?<!\bse )\b(?P<it>mi sono trasferit[oa]|ci siamo trasferiti|siamo passati(?= (?:a|al|alla|allo|ai|agli)\b)"
    r"|sono passat[oa](?= (?:a|al|alla|allo)\b)|abbiamo migrato)"
    # Russian: "я / мы … переехал(а/и), перешли на" (not "не переезжал")
    r"|\b(?:я|мы)\s+(?:(?!не\b)\w+\s+){0,2}?(?P<ru>переехал[аи]?|перешл[иа](?= на\b)|перешёл(?= на\b))"
    # Hinglish: "main ab Bangalore shift ho gaya hoon"
    r"|\b(?:main|hum)\b[^.!?\n]{0,40}?\b(?P<hi>shift (?:ho gay[ai]|kar liya|kiya))\b",
    re.IGNORECASE,
)
# Japanese and Korean: the speaker unnamed, so someone else named as the subject keeps it theirs
_CHANGES_JA_KO = re.compile(
    r"(?<!もし)(?P<v>引っ越しました|引っ越した(?!ら)|引越しました|移行しました|移行した(?!ら)|乗り換えました|乗り換えた(?!ら)"
    r"|migrateしました|移りました|転職しました|이사했어요?|이사했습니다|이사 했어요?|바꿨어요?|바꿨습니다|옮겼어요?|이직했어요?)"
)
_SOMEONE_ELSE = re.compile(r"(?:友達|友人|兄|弟|姉|妹|母|父|彼女?|同僚|夫|妻|息子|娘|동생|형|누나|언니|오빠|친구|엄마|아빠|남편|아내"
                           r"|아들|딸|동료)(?:が|は|も|이|가|은|는|도)")
_IF = re.compile(r"もし|만약|만일")
# "now" before the speaker's own lasting verb
_NOW = re.compile(
    r"\b(?:jetzt (?=(?:wohne|arbeite|lebe|nutze|benutze)\b(?! \w+ seit\b))|(?:(?<=\bwohne )|(?<=\blebe )|(?<=\bnutze )|(?<=\barbeite ))(?:ich )?jetzt\b(?! seit\b)"
    r"|maintenant,? (?=(?:je travaille|j['’]habite|je vis|j['’]utilise)\b)|ahora (?=(?:trabajo|vivo|uso)\b)"
    r"|agora (?=(?:trabalho|moro|uso|vivo)\b)|(?:ora|adesso) (?=(?:lavoro|vivo|abito|uso)\b)"
    r"|теперь (?=(?:я )?(?:работаю|живу|пользуюсь)\b))"
    r"|今は(?=[^。、！？!?]{0,20}?(?:住んで|働いて|使って|勤めて))|이제부터|(?<![가-힣])이제(?= [^.!?]{0,20}?(?:살아|다녀|써|일해))",
    re.IGNORECASE,
)
# Portuguese "no / na" (in the) read as English would read "no" (a denial): "Agora trabalho no Nubank"
_PT_IN = re.compile(r"\b(?P<verb>trabalho|moro|vivo|estudo|estou)\s+n[oa]s?\b", re.IGNORECASE)
# a correction
_CORRECTION = re.compile(
    r"\b(?:ich meinte|ich habe mich vertan|je voulais dire|je me suis trompée?|quise decir|me equivoqué|enganei-me|me enganei"
    r"|intendevo|mi sono sbagliat[oa]|maksud saya|ik bedoelde|я ошиб(?:ся|лась)|оговорил(?:ся|ась))\b"
    r"|言い間違え\w*|間違えました|잘못 말했\w*|잘못 얘기했\w*",
    re.IGNORECASE,
)
# an ending: "nicht mehr", "ya no", "больше не", "더 이상"; the negation around a verb: "ne … plus", "não … mais",
# "non … più", "もう … ていません"
_NO_LONGER = re.compile(
    r"\bnicht mehr\b|\bya no\b|\bбольше не\b|\bniet meer\b|더 이상"
    r"|\bne\s+(?P<fr>\S+)\s+plus\b|\bn['’](?P<fr2>\S+)\s+plus\b|\bnão\s+(?P<pt>\S+)\s+mais\b|\bnon\s+(?P<it>\S+)\s+più\b"
    r"|もう(?P<ja>[^。、！？!?]{1,16}?)(?:ていません|てません|ていない|てない|ません)",
    re.IGNORECASE,
)
# a stay: "just for today" opening the statement or a clause, "for this task"
_TODAY = re.compile(r"(?:^|(?<=[.!?;,。、，！？]))\s*(?:(?:heute|aujourd['’]hui|hoy|hoje|oggi|vandaag|сегодня)\b|今日は|오늘은|오늘(?= ))",
                    re.IGNORECASE)
_THIS_TASK = re.compile(r"\bfür diese aufgabe\b|\bpour cette tâche\b|\bpara esta tarea\b|\bpara esta tarefa\b"
                        r"|\bper questo compito\b|\bдля этой задачи\b|このタスク(?:では|だけ)|이번 작업(?:에서는|만)", re.IGNORECASE)
# a request to forget
# (an imperative opens its clause: "J'oublie tout le temps mes mots de passe" says the speaker forgets)
_FORGET = re.compile(r"(?:^|(?<=[.!?;,:。！？、，]))\s*(?:(?:bitte|por favor|s['’]il (?:te|vous) plaît|per favore|пожалуйста)[,\s]+)?"
                     r"(?:vergiss|oublie|olvida|olvídate de|esquece|dimentica|забудь)\b|忘れて(?:ください)?|잊어(?:줘|버려)",
                     re.IGNORECASE)
_DO_NOT_SAVE = re.compile(r"\bno (?:la|lo|los|las) guardes\b|\bnicht (?:speichern|merken)\b|\bne l['’](?:enregistre|garde) pas\b"
                          r"|\bnão (?:a|o) guardes?\b|\bnon (?:salvarl[oa]|memorizzarl[oa])\b|\bне (?:сохраняй|запоминай)\b"
                          r"|保存しないで|覚えないで|저장하지 마|기억하지 마", re.IGNORECASE)

_WORDS = (
    "umgezogen", "umgestiegen", "gewechselt", "gemoved", "migriert", "verhuisd", "overgestapt", "gemigreerd", "déménagé",
    "migré", "passé", "mudé", "mudamos", "mudado", "cambiamos", "cambié", "pasé", "pasamos", "migramos", "switch",
    "mudei", "troquei", "trocamos", "trasferit", "passati", "passato", "passata", "migrato", "переехал", "перешл",
    "перешёл", "shift", "引っ越", "引越", "移行", "乗り換え", "migrate", "移りました", "転職", "이사", "바꿨", "옮겼", "이직",
    "jetzt", "maintenant", "ahora", "agora", "ora ", "adesso", "теперь", "今は", "이제", "trabalho", "moro", "vivo",
    "estudo", "estou", "meinte", "vertan", "voulais", "trompé", "quise", "equivoqué", "engan", "intendevo", "sbagliat",
    "maksud", "bedoelde", "ошиб", "оговорил", "言い間違え", "間違えました", "잘못", "mehr", "ya no", "больше не", "meer",
    "더 이상", "plus", "mais", "più", "もう", "heute", "aujourd", "hoy", "hoje", "oggi", "vandaag", "сегодня", "今日は", "오늘",
    "aufgabe", "tâche", "tarea", "tarefa", "compito", "задачи", "タスク", "작업", "vergiss", "oublie", "olvid", "esquece",
    "dimentica", "забудь", "忘れて", "잊어", "guardes", "speichern", "merken", "enregistre", "garde pas", "guarde",
    "salvarl", "memorizzarl", "сохраняй", "запоминай", "保存しないで", "覚えないで", "저장하지", "기억하지",
)
_holds_word = any_of(_WORDS)


def _change(m: re.Match[str]) -> str:
    verb = next(name for name, text in m.groupdict().items() if text is not None)
    start, end = m.span(verb)
    return m.group()[: start - m.start()] + _CHANGED + m.group()[end - m.start():]


def _no_longer(m: re.Match[str]) -> str:
    verb = next((text for text in m.groupdict().values() if text is not None), None)
    return "no longer" if verb is None else f"{verb} no longer"


def glossed(text: str) -> str:
    """`text` with the cue words of other languages written in English (the same object when there is none)."""
    lowered = text.lower()
    if not _holds_word(lowered):
        return text
    out = _CHANGES.sub(_change, text)
    if not out.isascii() and _CHANGES_JA_KO.search(out) and not _SOMEONE_ELSE.search(out) and not _IF.search(out):
        out = _CHANGES_JA_KO.sub(f" {_CHANGED} ", out)
    out = _NOW.sub("from now on ", out)
    out = _PT_IN.sub(lambda m: m.group("verb") + " at", out)
    out = _CORRECTION.sub("I misspoke", out)
    out = _NO_LONGER.sub(_no_longer, out)
    out = _TODAY.sub(" just for today, ", out)
    out = _THIS_TASK.sub("just for this task", out)
    out = _FORGET.sub(", please forget that ", out)  # (a request opens its clause)
    out = _DO_NOT_SAVE.sub(", don't save it", out)
    return text if out == text else out
