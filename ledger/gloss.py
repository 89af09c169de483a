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
- leaving an employer only in the speaker's own words, as "quit" / "left" before what was left ("Googleを辞めました",
  "구글 퇴사했어요", "Ich habe bei Google gekündigt", "J'ai quitté Google", "Я ушёл из Google");
- "now" only before the speaker's own lasting verb ("agora trabalho", "теперь я работаю", "今は…住んでる");
- "today" only opening the statement or a clause ("Aujourd'hui, réponds-moi en anglais", "오늘은 반말로 해줘").

The statement stored is the one received; `ledger.mend` applies this with its own mending and keeps the text as
written where glossing would stop it naming a value it names.
"""

from __future__ import annotations

import re

from ledger.hints import any_of

_CHANGED = "switched"
# after a Spanish "cambiarse" or "pasarse": what is no switch of the speaker's post, home or provider: clothes, one's
# mind, a seat or a table, and a time of day ("me he cambiado de ropa", "de opinión", "de sitio", "a las ocho")
_ES_NOT_SWITCHED = (r"(?!\s+(?:(?:de|a)\s+)?(?:ropa|camisa|camiseta|pantal[oó]n(?:es)?|zapatos|zapatillas|calcetines"
                    r"|vestido|pijama|peinado|opini[oó]n|idea|parecer|planes?|sitio|asiento|mesa|fila|lado|canal"
                    r"|(?:la|las) (?:\d|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce))\b)")
# after a Spanish "pasarse a": an infinitive (with its pronoun) or "a por" is a call made to do something, not a switch
# ("me he pasado a recoger a los niños", "me pasé a saludar", "nos pasamos a verte", "me pasé a por pan"); a name
# is written capitalised ("me he pasado a Linux", "me pasé a Docker")
_ES_VISIT = (r"(?!\s+(?:por\b|(?-i:[a-záéíóúñü]{1,30}(?:ar|er|ir|ír))(?:se|me|te|nos|os|lo|la|le|los|las|les)?\b))")
# The speaker's own change, by language: the verb (the named group that matched) is replaced by "switched", a
# standalone change cue, unless its clause says it did not happen, may happen, or is someone else's (`_BLOCKED`)
_CHANGES = re.compile(
    # German and Dutch: "Ich bin / wir sind / ich habe … umgezogen", "Ik ben verhuisd" (not "…, dass Anna umgezogen ist";
    # "umgestiegen" only "auf" something: "in Hannover umgestiegen" changed trains; "gezogen" only after "bin / sind":
    # "ich habe die Konsequenzen gezogen" drew them; not "durch Hamburg gezogen", roamed through it)
    r"\b(?:(?P<sein>ich bin|wir sind|bin ich|sind wir|und ich sind)|ich habe|wir haben|habe ich|haben wir|ik ben"
    r"|we zijn|wij zijn)\b(?:[^.!?;,\n]{0,60}?\b(?:(?P<de>umgezogen|gewechselt|gemoved|migriert|verhuisd|gemigreerd)"
    r"|(?P<de3>gezogen)(?(sein)|(?!)))"
    r"|[^.!?;,\n]{0,40}?\b(?:auf|op|zu)\b[^.!?;,\n]{1,40}?\b(?P<de2>umgestiegen|overgestapt))\b(?!\s+(?:ist|sind)\b)"
    # French: "j'ai / on a / nous avons (récemment) déménagé", "je suis / on est passé(e)(s) à"
    r"|\b(?:j['’]ai|on a|nous avons|je suis|on est|nous sommes)\s+(?:\w+ment\s+|(?:tous|toutes|enfin|déjà|bien)\s+)?"
    r"(?P<fr>déménagée?s?|migrée?s?|passée?s?(?= (?:à|au|aux|sur|chez)\b"
    r"| d(?:e|u|es|['’])\s?[^.!?;,\n]{1,40}? (?:à|au|aux|sur)\b)"
    r"(?![^.!?;\n]*\b(?:ce week-end|ce matin|ce soir|hier|voir)\b))"
    # Spanish: "me mudé", "nos mudamos", "cambiamos a", "me pasé a", "hemos migrado", "hicimos el switch"
    # (not "cambiamos a Valencia la reunión": the meeting; "cambié de Java a Go": from one to the other)
    r"|\b(?P<es>me mudé|nos mudamos|me he mudado|nos hemos mudado"
    r"|(?:nos )?cambiamos(?= a\b(?! \w+ (?:el|la|los|las) (?:reunión|reuniones|cita|vuelo|reserva|viaje|clase|fecha"
    r"|hora|evento|boda|entrega)\b))|(?:me cambié|me he cambiado|nos hemos cambiado)(?= a\b" + _ES_NOT_SWITCHED + r")"
    r"|(?:me )?cambié(?= de\b" + _ES_NOT_SWITCHED + r"[^.!?;,\n]{1,40}? a\b)"
    # reflexive "cambiarse de … a …" (switched from one to the other), in the perfect too: "me he cambiado de Lingua Sur
    # a Palabra Viva", "nos hemos cambiado a Movistar" (not clothes, one's mind or a seat: "me he cambiado de ropa a
    # las ocho", "me he cambiado de opinión", "me cambié de sitio a la ventana"; nor a time: "me cambié a las ocho")
    r"|(?:nos )?cambiamos(?= de\b[^.!?;,\n]{1,40}? a\b)|(?:me he|nos hemos) cambiado(?= de\b" + _ES_NOT_SWITCHED
    + r"[^.!?;,\n]{1,40}? a\b)"
    r"|me pasé(?= a\b" + _ES_VISIT + r")|nos pasamos(?= a\b" + _ES_VISIT + r")|(?:me he|nos hemos) pasado(?= a\b"
    + _ES_VISIT + _ES_NOT_SWITCHED + r")|migramos|hemos migrado|he migrado|hicimos el switch)"
    # Portuguese: "mudei para", "me mudei", "mudámos", "a gente se mudou"
    # (not a plan or a paper moved, nor one's mind: "mudei o voo para o Porto", "mudamos a reunião", "mudei de ideia")
    r"|\b(?P<pt>(?:me |nos )(?:mudei|mud[aá]mos)|(?:mudei|mud[aá]mos)"
    r"(?!\s+(?:(?:o|a|os|as|um|uma|meu|minha|nosso|nossa)\s+)?(?:voos?|reuni(?:ão|ões|ao)"
    r"|consultas?|reservas?|passage(?:m|ns)|bilhetes?|datas?|horários?|encontros?|aulas?"
    r"|viage(?:m|ns)|eventos?|festa|entrega)\b|\s+de (?:ideia|opinião|opiniao|planos?|assunto|roupa|data|horário)\b)"
    r"|a gente se mudou"
    r"|migramos|(?:troquei|trocamos)(?= (?:de|para)\b| [^.!?;,\n]{1,40}? pel[oa]s?\b))\b"
    # Italian: "mi sono trasferito", "ci siamo trasferite", "siamo passati a"
    r"|\b(?P<it>mi sono trasferit[oa]|ci siamo trasferit[ie]|mi sono spostat[oa](?= (?:a|al|alla|in|nel|nella)\b"
    # ("mi sono spostato da Roma a Milano", as "mi sono trasferito da … a")
    r"| d(?:a|al|alla|allo|ai|agli|all['’])\s?[^.!?;,\n]{1,40}? (?:a|ad|al|alla|allo|ai|agli|in|nel|nella)\b)"
    r"|ci siamo spostat[ie](?= (?:a|al|alla|in|nel|nella)\b)"
    # moved by the employer: "mi hanno spostata dall'Accademia agli Uffizi", "mi hanno trasferito a Milano"
    r"|(?:mi|ci) hanno (?:spostat|trasferit)[oaie](?= (?:a|ad|al|alla|allo|ai|agli|in|nel|nella)\b"
    r"| d(?:a|al|alla|allo|ai|agli|all['’])\s?[^.!?;,\n]{1,40}? (?:a|ad|al|alla|allo|ai|agli|in|nel|nella)\b)"
    r"|siamo passat[ie](?= (?:a|al|alla|allo|ai|agli)\b| da\b[^.!?;,\n]{1,40}? (?:a|al|alla|allo|ai|agli)\b)"
    r"|sono passat[oa](?= (?:a|al|alla|allo)\b| da\b[^.!?;,\n]{1,40}? (?:a|al|alla|allo)\b)|abbiamo migrato)"
    # (not for a spell: "mi hanno spostato a Milano per due settimane", "... per un mese, poi torno"; not "per tre anni")
    r"(?![^.!?;\n]{0,60}?\bper\s+(?:un|una|qualche|pochi|poche|due|tre|quattro|cinque|sei|\d+)\s+(?:giorn[oi]|settiman[ae]"
    r"|mes[ei])\b)"
    # Russian: "(я / мы) переехал(а/и) …", "перешли на"
    r"|(?:^|\b(?:я|мы)\s+(?:\w+\s+){0,2}?)(?P<ru>переехал[аи]?"
    r"|(?:перешл[иа]|перешёл|перешел)(?= на\b| с\b[^.!?;,\n]{1,40}? на\b))"
    # Hinglish: "main ab Bangalore shift ho gaya hoon"
    r"|\b(?:main|hum)\b[^.!?,\n]{0,40}?\b(?P<hi>shift (?:ho gay[ai]|kar liya|kiya))\b",
    re.IGNORECASE,
)
# Japanese and Korean: the speaker unnamed, so someone else named as the subject keeps it theirs; not a wish (たい),
# a supposition (たら), never (たことがない), a question (か), a negation (안 / 못); nor what follows the verb saying it
# is hearsay, denied or someone else's ("引っ越したそうです", "って聞いた", "みたい", "引っ越したのは兄です", "わけではない",
# "移行したという話は誤解です", "이사했다고 들었어요", "이사했다는 소문", "이사했다면": had I moved); but a cleft of the
# move's time or reason, and "I told you", are the speaker's ("引っ越したのは3月です", "引っ越したのも仕事のためです",
# "引っ越したって言ったでしょ", "이사했다고 말씀드렸잖아요", "이사했다는 거 기억해 주세요")
_AFTER_JA = (r"(?![いらくか]|こと|そう|みたい|らしい|わけ|という|と(?:聞|言|思)|んだって"
             r"|って(?!言ったでしょ|言ったじゃ|言ったよね|言いましたよね|話したでしょ)"
             r"|の[はがも](?![^。！？!?]{0,6}?(?:\d+月|\d+年|先月|去年|昨年|今年|今月|先週|先日|最近|ため)))")
_AFTER_KO = r"(?!(?!고 (?:말씀 ?드렸|말했잖|얘기했잖|했잖)|는 (?:거|것)(?:을|를)? 기억)[고는면며니대])"
_CHANGES_JA_KO = re.compile(  # (やめました: stopped, below)
    r"(?P<ja>引っ越しました|引っ越してきました|引っ越した|引越しました|移行しました|移行した|乗り換えました|乗り換えた"
    r"|migrateしました|移りました|転職しました)" + _AFTER_JA + r"(?<!線に乗り換えました)(?<!線に乗り換えた)"
    # (이사 왔어요: moved here, 이사 갔어요: moved there, 이사를 했어요)
    r"|(?<!안 )(?<!못 )(?P<ko>이사를? ?(?:했어요?|했다|했습니다|왔어요?|왔다|왔습니다|갔어요?|갔다|갔습니다)"
    r"|바꿨어요?|바꿨다|바꿨습니다|옮겼어요?|이직했어요?)" + _AFTER_KO
)
# ... nor a ticket, a plan or luggage the verb moved or changed, its object (을 / 를) in the clause: "비행기 표를
# 부산행으로 바꿨어요", "회의 장소를 … 옮겼어요", "짐을 옮겼어요", "마음을 바꿨어요" (one's mind)
_KO_OBJECT = re.compile(r"(?:표|티켓|항공권|비행기|회의|미팅|장소|일정|약속|예약|짐|마음|날짜|시간|수업|택배|자리)[을를]\s")
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
# Leaving an employer (or a place), as the ending reader reads "quit Google", "left Google": its object after the verb
# Japanese and Korean: the verb, then its object read back from it ("Googleを辞めました / 退職しました", "구글
# 퇴사했어요", "구글에서 퇴사했어요")
_LEFT_JA_KO = re.compile(r"を(?P<ja>辞めました|辞めた|退職しました|退職した)" + _AFTER_JA
                         + r"|(?P<ko>퇴사했어요?|퇴사했습니다|퇴사했다)(?![고는면며니대])")
_LEFT_OBJECT_JA = re.compile(r"(?P<obj>[^\s、。！？!?,.をはがもにでと]{1,40})$")
_LEFT_OBJECT_KO = re.compile(r"(?<![^\s.!?,])(?P<obj>[^\s.!?,]{1,40}?)(?:에서|을|를)?\s?$")
_LEFT = re.compile(
    # German: "Ich habe bei Google gekündigt" (not "Ich habe Netflix gekündigt": cancelled)
    r"\b(?P<de_head>(?:ich habe|wir haben|habe ich)\s+(?:\w+\s+){0,2}?)beim?\s+(?P<de_obj>[^.!?;,\n]{1,40}?)"
    r"\s+gekündigt\b"
    # "J'ai quitté Google", "Ho lasciato Google", "Saí do Google", "Я ушёл из Google"
    r"|\b(?:j['’]ai|on a|nous avons)\s+(?:\w+ment\s+|enfin\s+|déjà\s+)?(?P<fr>quitté)\b"
    r"|\b(?:ho|abbiamo)\s+(?:finalmente\s+|già\s+)?(?P<it>lasciato)\b|\b(?P<pt>saí d[oa]s?|saímos d[oa]s?)\b"
    r"|(?:^|\b(?:я|мы)\s+(?:\w+\s+){0,2}?)(?P<ru>(?:ушёл|ушел|ушла|ушли) из)\b"
    # "Dejé Mercadona y empecé en Carrefour", "Renuncié a Telefónica" (not "dejé de": stopped, `_NO_LONGER`)
    r"|(?<![\w-])(?P<es>dejé|dejamos|renuncié a|renunciamos a|me fui de|nos fuimos de)(?![\w-])(?!\s+de\b)",
    re.IGNORECASE,
)
# ... not a place left for a while, an app or a call left, or a leaving taken back, in the sentence after the verb
# ("J'ai quitté Google pour le déjeuner, je reviens à 14h", "Ho lasciato Google Maps aperto", "Saí do Google Meet",
# "Я ушёл из Google Docs", "J'ai quitté Netflix en plein épisode", "Googleを辞めましたが、また戻りました")
_NOT_LEFT = re.compile(
    r"^\s*\S+\s+(?:maps|meet|docs|drive|sheets|slides|chrome|calendar|photos|teams|classroom|translate|earth)\b"
    r"|\b(?:pour (?:le |la )?(?:déjeuner|dîner|pause)|per (?:il )?pranzo|(?:para|pro) (?:o )?(?:almoço|almoçar|jantar)"
    r"|на обед|aperto|aperta|ouvert|ouverte|aberto|aberta|abierto|abierta|открыт\w*|en plein|a metà|no meio|j['’]y suis"
    r"|para (?:comer|almorzar|cenar)|en casa|vuelvo|volví|regresé"
    r" (?:re)?(?:venue?|tournée?)|ci (?:sono )?torn\w+|torno subito|já volto|volto já|voltei (?:lá|pra lá)|вернусь"
    r"|вернул(?:ся|ась) обратно|je reviens (?:à \d|dans|tout de suite|vite|bientôt|plus tard|après)"
    # at a time of day, or without buying: a shop left ("Dejé Mercadona a las 6", "Me fui de Mercadona sin comprar
    # nada", "Saí do Continente às 7", "J'ai quitté Carrefour à 18h")
    r"|a las \d|a la una|às \d|à \d+ ?h|alle \d|sin comprar|sem comprar|sans (?:rien )?acheter|senza comprare"
    # talked into staying: "Renuncié a Mercadona pero me convencieron de quedarme"
    r"|(?:me|nos) convencieron (?:de|para) quedar\w*|(?:me|nos) convenceram a ficar|convenceram-me a ficar"
    r"|m['’]ont convaincue? de rester|mi hanno convint[oa] a restare)\b"
    r"|(?:また|再び|すぐ)戻|出戻|復帰|再入社|다시 돌아|복귀|재입사", re.IGNORECASE)
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
# a German verb in its other sense, its words right before it: "durch die Kneipen gezogen" (roamed), "Geld gewechselt"
# (exchanged money); not a reason or a price before a destination ("durch den neuen Job nach Hamburg gezogen", "für
# 10 Euro weniger im Monat zur Telekom gewechselt")
_OTHER_SENSE = re.compile(r"(?:\bdurchs?(?:\s+(?!nach\b|zu\b|zur\b|zum\b|und\b)\w+){0,4}"
                          r"|\b(?:geld|euro|dollar|franken|lose|kleider|windeln))\s+$", re.IGNORECASE)
# "passé / passati / cambié / cambiamos" of a journey, of one task, or of a meeting moved, in the verb's clause ("On est
# passés de Paris à Lyon en deux heures", "Siamo passati da Roma a Milano in treno", "Cambié de Java a Go para este
# script solamente", "Cambiamos de Madrid a Sevilla la reunión", "Je suis passé du bureau à la maison"): no change
_PASSING = re.compile(r"(?:^|\s)(?:pass|camb|spostat)", re.IGNORECASE)
# Italian "spostarsi" is to get about as well as to move: on the day itself it is a trip ("Oggi mi sono spostato da Roma
# a Milano", "stamattina mi sono spostata a Torino"), where "trasferirsi" is a move whenever it happened
_GOT_ABOUT = re.compile(r"spostat")
_SAME_DAY = re.compile(r"\b(?:oggi|stamattina|stamane|stamani|stasera|stanotte|ieri (?:mattina|sera|pomeriggio)"
                       r"|questa (?:mattina|sera|notte))\b", re.IGNORECASE)
_TRIP = re.compile(
    r"^\s*d(?:u|e la|a)\s+(?:bureau|maison|travail|ufficio|casa|oficina)\b"
    r"|\b(?:en|in|di|de)\s+(?:train|treno|tren|voiture|macchina|auto|coche|avion|aereo|avión|bus|autobus|autobús)\b"
    r"|\b(?:en|in)\s+(?:\w+\s+)?(?:heures?|minutes?|horas?|minutos?|ore|minuti)\b|\b(?:de|di) pass(?:age|aggio)\b"
    r"|\bde paso\b|\b(?:pour|per|para)\s+(?:une?|una?|ce|cet|cette|este|esta|questo|questa)\s+(?:réunion|riunione"
    r"|reunión|script|tâche|tarea|compito|projet|proyecto|progetto|test|prueba|visite|visita"
    # (an event gone to: "mi sono spostato a Torino per un convegno", "per un incontro", "pour une conférence")
    r"|convegno|congresso|conferenza|incontro|colloquio|appuntamento|congreso|conferencia|entrevista|conférence"
    r"|congrès|entretien|rendez-vous)\b"
    r"|\bjuste pour\b|\bsolamente\b|\bsolo per\b|\b(?:el|la|los|las|le|il)\s+(?:reunión|reuniones|réunion|riunione"
    r"|cita|vuelo|vol|volo|reserva|viaje|voyage|viaggio|clase|fecha|hora|evento)\b", re.IGNORECASE)
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
    r"|semaine dernière|week-end|saludar|visitar|ver a|trovare|roupa|reifen|kleidung|al elegir|en choisissant"
    r"|a scegliere|с выбором"
    # (French "hier", yesterday: "je suis passé à Nantes hier"; not German "hier", here: "ich wohne jetzt hier in
    # Berlin")
    r"|(?<!\bjetzt )hier(?! (?:in|im|bei|beim|am|an|auf|zu|zum|zur|mit|seit|ist|sind)\b)"
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


# "now" before (or after) the speaker's own lasting verb
# ("we now use": "Wir nutzen jetzt Go", "Nous utilisons maintenant Go", "Ahora usamos Go", "Теперь мы используем Go")
_NOW = re.compile(
    r"\b(?:jetzt (?!schon\b|seit\b)(?=(?:wohne|arbeite|lebe|nutze|benutze|verwende)\b(?! \w+ seit\b)"
    r"|(?:wohnen|arbeiten|leben|nutzen|benutzen|verwenden) wir\b(?! seit\b))"
    r"|(?:(?<=\bwohne )|(?<=\blebe )|(?<=\bnutze )|(?<=\barbeite )|(?<=\bverwende )|(?<=\bwir wohnen )"
    r"|(?<=\bwir leben )|(?<=\bwir nutzen )|(?<=\bwir arbeiten )|(?<=\bwir verwenden ))"
    r"(?:ich )?jetzt\b(?! seit\b)(?! schon\b)"
    r"|maintenant,? (?=(?:je travaille|j['’]habite|je vis|j['’]utilise|nous utilisons|on utilise)\b)"
    r"|(?:(?<=\bj['’]habite )|(?<=\bje vis )|(?<=\bje travaille )|(?<=\bnous utilisons )|(?<=\bon utilise ))"
    r"maintenant\b"
    r"|ahora (?=(?:trabajo|vivo|uso|usamos|trabajamos|vivimos)\b)|agora (?=(?:trabalho|moro|uso|vivo|usamos)\b)"
    r"|(?:(?<=\bmoro )|(?<=\btrabalho ))agora\b"
    r"|(?:ora|adesso) (?=(?:lavoro|vivo|abito|uso|usiamo|lavoriamo|viviamo)\b)|(?<=\babito )(?=\w+ \w+ adesso\b)"
    r"|(?<=\blavoro )(?=\w+ \w+ adesso\b)"
    r"|(?:теперь|сейчас) (?=(?:я |мы )?(?:работаю|живу|пользуюсь|использую|работаем|живём|живем|пользуемся"
    r"|используем)\b)"
    r"|inzwischen|mittlerweile|désormais"
    r"|(?<=\s)(?:maintenant|ahora|adesso|agora)(?=\s*[.!]?\s*$))",
    re.IGNORECASE,
)
# "is now" of the speaker's own thing, as "my favourite band is now The Who" ("Mein Lieblingsfilm ist jetzt …", "Mi
# grupo favorito es ahora …", "Мой любимый фильм теперь …"; not "Der Lieblingsfilm meines Bruders ist jetzt …", nor
# "Jetzt ist mein …", as English "Now my favourite band is …": an opening "now" may start a story)
# ... a favourite, as in English ("my favourite … now"; not "Mein Büro ist jetzt in München", "Mi vuelo es ahora a
# Porto", "Мой сын теперь смотрит …"), and opening its clause ("Мой брат говорит, что мой любимый фильм теперь …")
_IS_NOW = re.compile(
    r"(?:^|(?<=[.!?;,:\n]))\s*(?:(?:il|la|i|le|o|a|os|as)\s+)?(?:meine?|mon|ma|mes|mi|mis|meu|minha|meus|minhas|mio|mia"
    r"|miei|mie)\s(?=[^.!?;,\n]{0,40}?(?:lieblings|favori|préféré|prefer))[^.!?;,\n]{1,40}?"
    r"\b(?:ist|sind|est|sont|es|son|é|são|è|sono)\s+(?P<now>jetzt|maintenant|ahora|agora|ora|adesso)\b"
    r"(?!\s+(?:mismo|même|mesmo|gerade|grad)\b)"
    r"|(?:^|(?<=[.!?;,:\n]))\s*(?:мой|моя|моё|мои)\s(?=[^.!?;,\n]{0,40}?любим)[^.!?;,\n]{1,40}?\s(?P<ru>теперь)\s",
    re.IGNORECASE,
)
# neither counts with "too" or both values in its clause ("Ahora usamos Go también", "Jetzt nutzen wir auch Go", "Ora
# usiamo Go per i microservizi e Java per il resto"), nor "my … is now" with a hedge in its sentence ("Mein
# Lieblingsfilm ist jetzt wohl Inception, mal sehen", "Mon film préféré est maintenant Inception, je crois")
_TOO = re.compile(r"\b(?:también|também|tambem|тоже|также|aussi|anche|auch|a la vez|al mismo tiempo|ao mesmo tempo"
                  r"|en même temps|allo stesso tempo|gleichzeitig|für den rest|pour le reste|para el resto|para o resto"
                  r"|per il resto)\b", re.IGNORECASE)
_HEDGE = re.compile(r"\b(?:wohl|vielleicht|glaube ich|ich glaube|mal sehen|peut-être|je crois|je pense|creo|quizás?"
                    r"|tal vez|a lo mejor|acho|talvez|forse|credo|penso|наверное|может быть|кажется|пожалуй)\b",
                    re.IGNORECASE)
_NOW_JA_KO = re.compile(r"(?:지금은|요즘은)(?= (?:(?!안 |못 )[^.!?]){0,20}?(?:살아|다녀|써|일해))|今は(?=[^。、！？!?]{0,20}?(?:住んで|働いて|使って|勤めて)(?!いません|いない|ない|ません))|이제부터"
                        r"|(?<![가-힣])이제(?= (?:(?!안 |못 )[^.!?]){0,20}?(?:살아|다녀|써|일해))")
# "now I am X" with the verb to be, as English's "I'm X now" (which `ledger.cues` reads as a change only where the value
# is named right after "I'm"): "Agora sou coordenadora", "Ahora soy gerente", "Ich bin jetzt Teamleiter", "Je suis
# maintenant chef de projet", "Ora sono team leader", "今はマネージャーです"; opening its clause (or after "and"), in the speaker's own
# first person (not "Ahora mi hermano es gerente"), and not "estou / estoy" (how one is today: "Ahora estoy cansado")
_COPULA_NOW = re.compile(
    r"(?:^|(?<=[.!?;,:\n])|(?<=\by )|(?<=\be )|(?<=\bund )|(?<=\bet ))\s*"
    r"(?:(?:agora|ahora|ora|adesso),?\s+(?:(?:eu|yo|io)\s+)?(?:sou|soy|sono)"
    r"|(?:(?:eu|yo|io)\s+)?(?:sou|soy|sono)\s+(?:agora|ahora|adesso)|ich bin jetzt|jetzt bin ich"
    r"|je suis maintenant|maintenant,?\s+je suis)\s+(?P<rest>[^\s.!?;,:\n][^.!?;,:\n]{0,59}?)\s*(?=[.!?;,\n]|$)"
    r"|(?:^|(?<=[。！？!?\n]))\s*(?:私は|僕は|わたしは)?今は(?P<ja>[^\s、。！？!?をはがもにでとのへや]{1,30})(?:です|だ)(?:よ|ね)?"
    r"(?=\s*[。！？!?]?\s*$|\s*[。！？!?])",
    re.IGNORECASE,
)
# ... an article before the value read as English's ("Ahora soy una gerente": "I'm a gerente now")
_ARTICLE = re.compile(r"^(?:um|uma|un|una|uno|ein|eine|einen|une)\s+", re.IGNORECASE)
# the speaker's own promotion, as English's "promoted to" (`ledger.cues`): "Fui promovida a gerente", "Me ascendieron a
# gerente", "J'ai été promu chef de projet", "Sono stato promosso a", "Ich wurde zum Teamleiter befördert" (the title
# between "zum" and the verb), "マネージャーに昇進しました" (not someone else's: "Mi hermana fue promovida", "兄が…昇進した");
# ending its clause, as "I was promoted" (`ledger.turned.promoted`): "Agora sou enfermeira-chefe, fui promovida", "Ich
# wurde befördert, jetzt leitende Ingenieurin", "Sono stato promosso, ora senior", "Endlich befördert!"
_PROMOTED = re.compile(
    r"\b(?P<pt>fui promovid[oa]|fomos promovid[oa]s|me promoveram|promoveram-me|fui ascendid[oa]|me ascendieron"
    r"|me han ascendido|me promovieron|me han promovido|me promocionaron|me han promocionado)"
    r"(?:\s+(?:a|para|como)\b|(?P<pt_end>(?=\s*(?:[,.;:!?\n]|$))))"
    r"|\b(?P<fr>j['’]ai été promue?|on m['’]a promue?|nous avons été promu(?:e?s)|je viens d['’]être promue?"
    r"|je suis promue?)(?:\s+(?:au poste d['’]|au poste de|au rang de|à|au|comme|en tant que))?"
    r"(?:(?=\s)|(?P<fr_end>(?=\s*(?:[,.;:!?\n]|$))))"
    r"|\b(?P<it>sono stat[oa] promoss[oa]|mi hanno promoss[oa])(?:\s+(?:a|ad|come|al ruolo di))?"
    r"(?:(?=\s)|(?P<it_end>(?=\s*(?:[,.;:!?\n]|$))))"
    r"|\b(?P<de>ich wurde|wurde ich|ich bin|bin ich)\s+(?:(?!nicht\b|nie\b)\w+\s+){0,2}?(?:(?:zum|zur)\s+"
    r"(?P<de_obj>[^.!?;,\n]{1,40}?)\s+)?befördert(?:\s+worden)?\b"
    r"|(?P<open>(?:^|(?<=[,.;:!?()\n—–])\s*)(?:endlich\s+|finalmente\s+|enfin\s+)?(?:befördert|promue?|promoss[oa]"
    r"|promovid[oa]|ascendid[oa]))\b(?=\s*(?:[,.;:!?\n]|$))",
    re.IGNORECASE,
)
# a cancellation: "Ho disdetto DAZN, non lo pago più", "J'ai résilié Canal+", "Cancelé HBO", "Cancelei a Netflix"
# (read as English "I cancelled", which ends its object: `ledger.endings`)
_CANCELLED = re.compile(r"\b(?:(?:ho|abbiamo)\s+(?:già\s+|finalmente\s+)?disdett[oa]|(?:j['’]ai|on a|nous avons)\s+"
                        r"(?:déjà\s+|enfin\s+)?résilié|(?:yo\s+)?cancelé|(?:eu\s+)?cancelei)\b", re.IGNORECASE)
_CANCELLED_DE = re.compile(r"\b(?:ich habe|wir haben|habe ich|haben wir|hab ich|ich hab)\s+"
                           r"(?P<obj>(?:(?!\b(?:bei|beim|nicht|nie|noch|mir|uns|ihm|ihr|ihnen)\b)[^.!?;,\n]){1,40}?)"
                           # (not almost: "Ich habe Netflix fast gekündigt", "beinahe", "um ein Haar")
                           r"(?<!\bfast)(?<!\bbeinahe)(?<!\bum ein haar)\s+gekündigt\b",
                           re.IGNORECASE)
_PROMOTED_JA = re.compile(r"(?P<obj>[^\s、。！？!?をはがもにでとの]{1,40})に(?:昇進|昇格)(?:しました|した)" + _AFTER_JA)
# ... not denied or not yet, after the verb ("Fui promovida a gerente? Ainda não"; the title itself may be a "chef")
_NOT_YET = re.compile(r"\b(?:nicht|nie|niemals|pas|jamais|nunca|jamás|não|nao|non|noch nicht|pas encore|ainda não"
                      r"|todavía no|aún no|non ancora)\b", re.IGNORECASE)
# a lasting value from a month on, as English's "as of March" (`ledger.cues`): "Desde março moro no Porto", "Vivo en
# Valencia desde marzo", "Seit März wohne ich in Berlin", "J'habite à Lyon depuis mars" (a month of this year: not a
# year, "seit 2019", nor a month with its year, nor an interval, "desde marzo hasta mayo")
_MONTH_NAMES = {
    **dict.fromkeys(("januar", "jänner", "janvier", "enero", "janeiro", "gennaio"), "January"),
    **dict.fromkeys(("februar", "février", "febrero", "fevereiro", "febbraio"), "February"),
    **dict.fromkeys(("märz", "mars", "marzo", "março"), "March"),
    **dict.fromkeys(("april", "avril", "abril", "aprile"), "April"),
    **dict.fromkeys(("mai", "mayo", "maio", "maggio"), "May"),
    **dict.fromkeys(("juni", "juin", "junio", "junho", "giugno"), "June"),
    **dict.fromkeys(("juli", "juillet", "julio", "julho", "luglio"), "July"),
    **dict.fromkeys(("august", "août", "agosto"), "August"),
    **dict.fromkeys(("september", "septembre", "septiembre", "setiembre", "setembro", "settembre"), "September"),
    **dict.fromkeys(("oktober", "octobre", "octubre", "outubro", "ottobre"), "October"),
    **dict.fromkeys(("november", "novembre", "noviembre", "novembro"), "November"),
    **dict.fromkeys(("dezember", "décembre", "diciembre", "dezembro", "dicembre"), "December"),
}
_MONTH = "(?:" + "|".join(sorted(_MONTH_NAMES, key=len, reverse=True)) + ")"
_SINCE = re.compile(
    r"\b(?:desde|seit|depuis|dal)\s+(?:(?:el|o|le|de)\s+)?(?:(?:mes|mês|mois|monat) (?:de\s+)?)?(?P<month>" + _MONTH
    + r")\b(?!\s*(?:de\s+|del\s+|\.\s*)?\d)(?!\s*(?:-|–|bis|hasta|até|jusqu|fino|a|à|al)\s)"
    r"|\b(?:desde o mês passado|desde el mes pasado|seit letztem monat|seit dem letzten monat|depuis le mois dernier"
    r"|dal mese scorso)\b",
    re.IGNORECASE,
)
# Portuguese "no / na" (in the) read as English would read "no" (a denial): "Agora trabalho no Nubank"
_PT_IN = re.compile(r"\b(?P<verb>trabalho|moro|vivo|estudo|estou)(?P<now> agora)?\s+n[oa]s?\b", re.IGNORECASE)
# a correction (not "intendevo trasferirmi": I meant to move; "je voulais dire que": I wanted to say that; "je me suis
# trompé de train": I took the wrong train)
_CORRECTION = re.compile(
    r"\b(?:ich meinte|ich habe mich vertan|je voulais dire(?! que\b)|je me suis trompée?(?! de\b| en\b)|quise decir|quis dizer|volevo dire(?! che\b)"
    r"|me equivoqué(?! de\b| al\b)|enganei-me|me enganei|intendevo(?! \w+(?:re|rmi|rsi|rti|rci)\b)|volevo dire(?! che\b)"
    r"|mi sono sbagliat[oa](?! di\b| a\b)|maksud saya|ik bedoelde|я ошиб(?:ся|лась)(?! с\b)|оговорил(?:ся|ась)|я имела? в виду)\b"
    r"|言い間違え\w*|間違えました|訂正します|잘못 말했\w*|잘못 얘기했\w*",
    re.IGNORECASE,
)
# an ending: "nicht mehr", "ya no", "больше не", "уже не", "더 이상"; the negation around a verb: "ne … plus", "não …
# mais", "non … più", "もう … ていません", "もうタバコは吸わない"; a stop: "ich habe aufgehört zu", "j'ai arrêté le café",
# "he dejado de", "deixei de", "я перестал", "コーヒーはやめた" (not "nicht mehr als / lange", "ne … plus que": no more
# than, not much longer, only; not English "Told ya no band beats …": Spanish "ya no" comes before a verb, a pronoun or
# a word closing its clause, "ya no Java"; not もう少し, もう一度: a little more, once more, nor もう … ないといけません:
# must; not 더 이상 바랄 게 없어요: nothing more to wish for)
_NO_LONGER = re.compile(
    r"\bnicht mehr\b(?! als\b| lange\b| nur\b)|\bkein(?:e|en)?\s+(?P<de>\S+)\s+mehr\b(?! als\b)|\bdejé de\b|\bj['’]ai arrêté d(?:e\s|['’])|\bparei de\b"
    r"|\bho smesso di\b|\bя бросил[аи]?\b|やめました|끊었어요?|그만뒀어요?|\bбольше не\b|\bniet meer\b(?! dan\b)"
    r"|\bya no\b(?! solo\b| sólo\b)(?=\s+(?:me|te|se|lo|la|le|les|los|las|nos|os|es|está|están|hay|ha|he|hemos|han"
    r"|\w+(?:o|oy|mos|é)|\w+(?:as|an|a|e|es|en)(?=\s+(?:en|a|al|con|de|del|el|la|los|las|mi|mis|nada|más)\b))\b"
    r"|\s+(?!one\b|body\b)\w+\s*(?:[.,;!?]|$))"
    r"|더 이상(?! 바랄| 말할 필요| 말이 필요| 좋을 수| 완벽할 수)"
    r"|(?<=\b(?:je|tu|il|on) )(?-i:ne)\s+(?P<fr>\S+)\s+plus\b(?! que\b| qu['’]| seulement\b)"
    r"|(?<=\b(?:je|tu|il|on) )(?-i:n)['’](?P<fr2>\S+)\s+plus\b(?! que\b| qu['’]| seulement\b)"
    r"|\bnão\s+(?P<pt>\S+)\s+mais\b(?! que\b| do que\b| de\b| só\b| somente\b)|\bnon\s+(?P<it>\S+)\s+più\b(?! di\b| che\b| solo\b)"
    r"|もう(?!少し|すこし|ちょっと|一度|いちど|1度|一回|1回|すぐ|一つ|ひとつ|一人|ひとり|一杯)(?P<ja>[^。、！？!?]{1,28}?)"
    r"(?:ていません|てません|ていない|てない|(?<!いけ)(?<!なり)(?<!かまい)(?<!構い)ません"
    r"|(?<!いけ)(?<!なら)(?<!仕方)(?<!しかた)(?<!しょうが)(?<![くゃは])ない(?![とけきでかの]))"
    r"|\baufgehört\b(?:,?\s*(?:zu|mit)\b)?|\b(?:he|hemos) dejado de\b|\bdejamos de\b|\bdeix(?:ei|amos) de\b"
    r"|\bparamos de\b|\bперестал[аи]?\b|\bуже не\b|やめた(?!い|ら|ほう|方|こと|ければ)"
    r"|\bj['’]ai arrêté\s+(?P<stop>(?:(?:le|la|les)\s+|l['’])?)(?!de\b|d['’]|\s)",
    re.IGNORECASE,
)
# ... the ending of something else than the value, which holds: a feeling ("Ich hasse Java nicht mehr", "Ya no odio
# Java"), what the speaker cannot do without ("Ich kann nicht mehr ohne Kaffee leben", "Je ne peux plus me passer de
# café"), less of it ("Ich trinke nicht mehr so viel Kaffee", "Ya no tomo tanto café"), a memory ("Ya no recuerdo cuándo
# empecé a trabajar en Google"), a place not left again ("Ya no me voy de Madrid", "Je ne quitterai plus Paris")
_STILL_HELD = re.compile(
    r"\b(?:hasse|hassen|hasst|fürchte|angst|stört|nervt|schwer|schwierig|schlimm|schlecht|déteste|détestons|hais|haïs"
    r"|peur|crains|dérange|gêne|difficile|mauvais|odio|odiamos|detesto|odeio|miedo|medo|temo|molesta|incomoda|difícil"
    r"|malo|mala|ruim|chato|paura|fastidio|ненавижу|ненавидим|боюсь|бесит|раздражает|трудно|сложно|плох\w*"
    r"|ohne|verzichten|sans|passer d\w*|sin|sem|senza|prescindir|fare a meno|rinunciar\w*|без|обойтись"
    r"|so viel|so oft|so häufig|so sehr|autant|aussi souvent|tant[oa]s?|tant[ie]|tan|tão|così|так много|так часто"
    r"|столько|так сильно|weiß|weiss|erinnere|sais|rappelle|souviens|recuerdo|acuerdo|sé|lembro|recordo|ricordo|non so"
    r"|помню|знаю|verlasse|verlassen|wegzu\w*|wegzieh\w*|weggeh\w*|weg aus|weg von|quitte|quitter|quitterai|quitterais"
    r"|partirai|partir d\w*|pars d\w*|m['’]en vais|m['’]en irai|me voy de|irme|ir de|salir de|salgo de|me iré|marcharme"
    r"|me marcho|sair d\w*|saio d\w*|(?:ir|vou|vamos) embora|lascio|lasciare|lascerò|andarmene|me ne vado|vado via"
    r"|уеду|уехать|уезжать|уйду|покину|покидать)\b"
    r"|싫|무섭|두렵|어렵|미워|없이|없으면|그렇게 많이|그만큼|만큼|기억|모르|떠나|떠날|嫌い|怖|苦手|難し|なしで|なしでは|なしには|抜きで"
    r"|欠かせ|そんなに|あまり|それほど|覚えて|思い出せ|分から|わから|離れ|出て行|出ていか|引っ越さ",
    re.IGNORECASE,
)
# ... in the ending's own clause: not after "and", "because" or "since", which begin another ("Ya no trabajo en Google
# y estoy tan contenta", "Je ne bois plus de café depuis que je sais …", "Ya no vivo en Madrid porque tuve que salir …")
_NEXT_CLAUSE = re.compile(r"\b(?:y|e|und|et|и|porque|parce que|weil|depuis que|desde que|da quando|perché|seit|seitdem"
                          r"|pois|car|denn|aber|pero|но|потому что|с тех пор как)\b", re.IGNORECASE)
# a stay: "today" opening the statement or a clause, "only today", "for this task"
_TODAY = re.compile(r"(?:^|(?<=[.!?;,。、，！？]))\s*(?:(?:juste pour|nur|solo|só|solo per|только)\s+)?(?:(?:heute|aujourd['’]hui|hoy"
                    r"|hoje|oggi|vandaag|сегодня)\b(?!\s*,?\s*(?:is|was|in|island)\b)(?! en día| em dia| wohne| vivo| moro)|今日(?:は|だけ)(?=[^！!、,。\s])|오늘(?:은|만)?(?= ))",
                    re.IGNORECASE)
# ... not where the clause tells what happened today ("Hoy empecé a trabajar en Google", "Heute bin ich umgezogen")
_HAPPENED = re.compile(r"\b(?:switched|empecé|comencé|entré|comecei|entrei|começou|commencé|j['’]ai|je suis \w+é|ge\w{2,}(?:t|en)|war"
                       r"|umzug|angefangen|начал\w*|переехал\w*|ho iniziato|sono \w+[oa])\b|이사|입사|시작했|引っ越|入社|始めた",
                       re.IGNORECASE)
_THIS_TASK = re.compile(r"\bfür diese aufgabe\b|\bpour cette tâche\b|\bpara esta tarea\b|\bpara esta tarefa\b"
                        # one message: "Solo para este correo, escríbelo en inglés"
                        r"|\b(?:solo|sólo|só|nur|juste|seulement) (?:para|für|pour) (?:este|esta|diese[nm]?|ce|cette) (?:correo"
                        r"|mensaje|email|e-mail|mail|mensagem|nachricht|message|courriel)\b"
                        r"|\bper questo compito\b|\bдля этой задачи\b|このタスク(?:では|だけ)|이번 작업(?:에서는|만)", re.IGNORECASE)
# a request to forget, opening its clause (not "J'oublie …": the speaker forgets; not "Vergiss nicht", "Oublie pas":
# remember this)
_FORGET = re.compile(
    r"(?:^|(?<=[.!?;,:。！？、，]))\s*(?:(?:bitte|por favor|s['’]il (?:te|vous) plaît|per favore|пожалуйста)[,\s]+)?"
    r"(?:(?:vergiss|vergessen sie|oublie|oubliez|olvida|olvide|olvídate de|esquece|esqueça|dimentica|dimentichi|забудь"
    r"|забудьте)\b(?![^.!?;\n]{0,40}\b(?:nicht|pas)\b)"
    # (what to forget follows: "Olvida lo que te dije", "Vergiss bitte meine Adresse"; not "Borra Caves", "Olvida, a song")
    r"(?=\s+(?:bitte\s+|s['’]il te plaît\s+|por favor\s+)?(?:mein\w*|dein\w*|das|den|die|alles|mon|ma|mes|ça|cela|tout|le|la"
    r"|les|mi|mis|lo|la|los|las|todo|eso|esto|o|a|os|as|meu|minha|isso|tudo|il|i|tutto|quello|questo|мой|мою|мои|моё|это|всё|все"
    r"|что)\b)"
    # delete (and Spanish and Portuguese "apaga": also turn off) only what the speaker said or holds: "Borra mi dirección",
    # "Lösch das", "Efface ce que je t'ai dit", "Apaga isso", "Apaga o meu endereço", "Borra la nota de ayer", "Borra lo
    # de mi ex" (not "Apaga las luces", "Borra los correos de spam")
    r"|(?:lösch|löschen sie|efface|effacez|borra|apaga|cancella|удали)\b(?![^.!?;\n]{0,40}\b(?:nicht|pas)\b)"
    r"(?=\s+(?:bitte\s+|s['’]il te plaît\s+|por favor\s+)?(?:mein\w*|das|alles|was ich|mon|ma|mes|ça|cela|tout|ce que"
    r"|mi|mis|lo que|eso|esto|todo|o que|meu|minha|isso|isto|tudo|il mio|la mia|i miei|quello|questo|tutto|мой|мою|мои|моё"
    r"|это|всё|что|lo de|(?:o|a|os|as)\s+(?:meu|minha|meus|minhas)"
    r"|(?:la|el|los|las|le|les|l['’]|il|o|a|os|as|die|den)\s*(?:dirección|direção|endereço|indirizzo|adresse|morada"
    r"|número|numero|numéro|nummer|telefonnummer|nombre|nome|nom|datos|dados|dati|données|daten|información|informação"
    r"|informazione|information|informationen|notiz|notizen|nota|notas|note|notes))\b))"
    # Japanese and Korean: nothing named, or what was said or the speaker's ("さっきの住所は削除してください", "내 주소 지워줘";
    # not "迷惑メールは削除してください", "스팸 문자는 지워줘": a mail rule)
    r"|(?<![言い])忘れてください|(?<!て)忘れて(?=[。！!]?\s*$)|(?:^|(?<=[。！？、，,.!?]))\s*削除してください"
    r"|(?:さっき|先ほど|今の|私の|僕の|これ|それ|その|この|話した|言った|教えた|住所|番号|名前|情報|記録|データ|メモ|誕生日"
    r"|アドレス|記憶)[^。！？!?]{0,12}?削除してください"
    r"|잊어(?:줘|버려)(?=[.!]?\s*$)|(?:^|(?<=[.!?,]))\s*지워(?:줘|주세요)"
    r"|(?:내|제|그거|그것|이거|이것|방금|아까|말한|알려준|주소|번호|이름|정보|기록|기억|얘기|이야기|생일)[^.!?]{0,12}?지워(?:줘|주세요)",
    re.IGNORECASE)
# ... and "don't save it", not "don't save it there" ("Passwörter im Browser nicht speichern", "写真はクラウドに保存しないで",
# "Не сохраняй файлы на рабочий стол", "Non salvarlo nel cloud": where to keep things, a fact to keep); the agent's
# memory is no such place ("No lo guardes en tu memoria", "Non salvarlo nella memoria", "이건 기억에 저장하지 마")
_MEMORY = (r"(?:de\s+)?(?:(?:tu|ta|la|sua|tua|deinem|dein|a|mia|mi|ma|il|sa|votre|vostra)\s+)?"
           r"(?:memoria|mémoire|memória|gedächtnis|памяти)\b(?!\s+(?:del|della|de|do|da|des|du|von)\b)")
_DO_NOT_SAVE = re.compile(r"\bno (?:la|lo|los|las) guardes\b(?!\s+(?:en|dentro)\b(?!\s+" + _MEMORY + "))"
                          r"|(?:^|(?<=[.!?;,:\n]))(?:(?!\b(?:im|i['’]m|in|ins|auf|am|unter)\b(?!\s+" + _MEMORY + "))"
                          r"[^.!?;,:\n]){0,80}?\bnicht speichern\b"
                          r"|\bne l['’](?:enregistre|garde) pas\b(?!\s+(?:dans|sur|en)\b(?!\s+" + _MEMORY + "))"
                          r"|\bnão (?:a|o) guardes?\b(?!\s+(?:no|na|em)\b(?!\s+" + _MEMORY + "))"
                          r"|\bnon (?:salvarl[oa]|memorizzarl[oa])\b"
                          r"(?!\s+(?:nel|nella|in|sul|sulla)\b(?!\s+" + _MEMORY + "))"
                          r"|\bне (?:сохраняй|запоминай)\b(?![^.!?;\n]{0,30}\s(?:на|в|во)\s(?!памяти\b))"
                          r"|(?<![にへ])保存しないで|(?:メモリー?|記憶)に保存しないで|覚えないで|(?<!에 )(?<!에)저장하지 마|기억에 ?저장하지 마"
                          r"|기억하지 마", re.IGNORECASE)

_WORDS = (
    "umgezogen", "umgestiegen", "gewechselt", "gemoved", "migriert", "verhuisd", "overgestapt", "gemigreerd", "déménagé",
    "migré", "passé", "mudé", "mudamos", "mudado", "cambiamos", "cambié", "pasé", "pasamos", "migramos", "el switch",
    "cambiado", "pasado",
    "mudei", "troquei", "trocamos", "trasferit", "passati", "passato", "passata", "migrato", "переехал", "перешл",
    "перешёл", "shift ho", "shift kar", "shift kiya", "引っ越", "引越", "移行", "乗り換え", "migrateし", "移りました", "転職", "이사", "바꿨", "옮겼", "이직",
    "mudá", "gente se mudou", "migrado", "gezogen", "перешел", "сейчас", "quis dizer", "volevo dire", "в виду", "訂正",
    "kein", "dejé", "arrêté", "parei", "smesso", "бросил", "やめました", "끊었", "그만뒀", "lösch", "efface", "borra",
    "apaga", "cancella", "удали", "esqueça", "vergessen sie", "oubliez", "olvide", "dimentichi", "забудьте", "今日だけ", "오늘만", "削除", "지워",
    "nur heute", "juste pour", "inzwischen", "mittlerweile", "désormais", "지금은", "요즘은", "jetzt", "maintenant", "ahora", "agora", "ora ", "adesso", "теперь", "今は", "이제", "trabalho", "moro", "vivo",
    "estudo", "estou", "meinte", "vertan", "voulais", "trompé", "quise", "equivoqué", "engan", "intendevo", "sbagliat",
    "maksud", "bedoelde", "ошиб", "оговорил", "言い間違え", "間違えました", "잘못", "mehr", "ya no", "больше не", "meer",
    "더 이상", "plus", "mais", "più", "もう", "heute", "aujourd", "hoy", "hoje", "oggi", "vandaag", "сегодня", "今日は", "오늘",
    "aufgabe", "tâche", "tarea", "tarefa", "compito", "задачи", "タスク", "작업", "vergiss", "oublie", "olvid", "esquece",
    "dimentica", "забудь", "忘れて", "잊어", "guardes", "speichern", "merken", "enregistre", "garde pas", "guarde",
    "salvarl", "memorizzarl", "сохраняй", "запоминай", "保存しないで", "覚えないで", "저장하지", "기억하지",
)
# (more words, by what reads them: kept apart so that each reader's words are listed beside its own)
_WORDS_ENDINGS: tuple[str, ...] = (
    "aufgehört", "dejado", "dejamos", "deixei", "deixamos", "paramos", "перестал", "уже не", "やめた",
    "disdett", "résilié", "cancelé", "cancelei",
)
_WORDS_CHANGES: tuple[str, ...] = (
    "spostat", "trasferit", "辞め", "退職", "퇴사", "gekündigt", "quitté", "saí", "lasciato", "ушёл", "ушел", "ушла", "ушли",
    "renuncié", "renunciamos", "me fui de", "nos fuimos de",
)
_WORDS_REQUESTS: tuple[str, ...] = ("para este", "für diese", "pour ce", "para esta", "pour cette")
# a promotion, "now I am", "since <month>"
_WORDS_PROMOTED: tuple[str, ...] = ("promovid", "promoveram", "promovieron", "ascendi", "promocion", "befördert",
                                    "promu", "promoss", "昇進", "昇格")
# ("now I am" needs ahora / agora / jetzt / maintenant / 今は, in _WORDS)
_WORDS_SINCE: tuple[str, ...] = ("desde", "seit", "depuis", "dal ")
_holds_word = any_of(_WORDS + _WORDS_ENDINGS + _WORDS_CHANGES + _WORDS_REQUESTS + _WORDS_PROMOTED + _WORDS_SINCE)


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


def _unsaid(text: str, m: re.Match[str]) -> bool:
    """The clause of a match says it did not happen, may happen, or is someone else's."""
    clause = _DISBELIEF.sub(" ", _clause_before(text, m.end()) + " " + _clause_after(text, m.end()))
    return _BLOCKED.search(_COMPANY.sub(" ", clause)) is not None


def _change(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        verb = next(name for name, value in m.groupdict().items() if value is not None and name != "sein")
        start, end = m.span(verb)
        if _unsaid(text, m) or (verb in ("de", "de3") and _OTHER_SENSE.search(text, m.start(), start)) or (
                _PASSING.search(m.group(verb)) and _TRIP.search(_clause_after(text, end))) or (
                _GOT_ABOUT.search(m.group(verb).lower())
                and _SAME_DAY.search(_clause_before(text, start) + " " + _clause_after(text, end))):
            return m.group()
        return m.group()[: start - m.start()] + _CHANGED + m.group()[end - m.start():]
    return _CHANGES.sub(one, text, count=_MOST)


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


def _change_ja_ko(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        if _theirs(text, m.start()) or (m.group("ko") is not None and not m.group("ko").startswith("이사") and (
                _KO_OBJECT.search(_clause_before(text, m.start())))):
            return m.group()
        return f" {_CHANGED} "
    return _CHANGES_JA_KO.sub(one, text, count=_MOST)


def _left_ja_ko(text: str) -> str:
    if _IF.search(text):
        return text
    out, last = [], 0
    for n, m in enumerate(_LEFT_JA_KO.finditer(text)):
        if n == _MOST:
            break
        before = text[max(last, m.start() - 48):m.start()]
        o = (_LEFT_OBJECT_JA if m.group("ja") is not None else _LEFT_OBJECT_KO).search(before)
        if o is None or o.group("obj") in ("안", "못"):
            continue
        at = m.start() - len(before) + o.start()
        obj = o.group("obj")
        if _theirs(text, at) or _SOMEONE_ELSE.search(obj + "が") or _NOT_LEFT.search(_sentence_after(text, m.end())):
            continue
        # a name in another script, the statement's only clause: the value the agent sends is that name, as "I quit
        # there" ends it ("구글 퇴사했어요" for Google)
        rest = text[:at] + text[m.end():].rstrip(" .!?。！？~")
        named = obj.isascii() or any(c in rest for c in ".!?,\n。、！？，")
        out.append(f"{text[last:at]} quit {obj}" + ("" if named else ", quit it") + " ")
        last = m.end()
    return "".join(out) + text[last:] if out else text


def _left(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        if _unsaid(text, m) or _NOT_LEFT.search(_sentence_after(text, m.end())):
            return m.group()
        if m.group("de_obj") is not None:
            return f"{m.group('de_head')}quit {m.group('de_obj')}"
        verb = next(name for name in ("fr", "it", "pt", "ru", "es") if m.group(name) is not None)
        return m.group()[: m.start(verb) - m.start()] + "left" + m.group()[m.end(verb) - m.start():]
    return _LEFT.sub(one, text, count=_MOST)


def _no_longer(text: str) -> str:
    someone_else = not text.isascii() and _SOMEONE_ELSE.search(text) is not None

    def one(m: re.Match[str]) -> str:
        if someone_else or _BLOCKED.search(_clause_before(text, m.start())):
            return m.group()  # "Mi hermano ya no trabaja", "si ya no …", "母はもう…住んでいません"
        after = _clause_after(text, m.end())
        after = after[:next((c.start() for c in _NEXT_CLAUSE.finditer(after)), len(after))]
        if _STILL_HELD.search(_clause_before(text, m.start()) + m.group() + after):
            return m.group()  # "Ya no odio Java", "Ya no puedo vivir sin café", "Ya no tomo tanto café"
        if m.group("stop") is not None:  # "J'ai arrêté le café": stopped (its object, as English writes one)
            return m.group()[: m.group().lower().index("arrêté")] + "stopped "
        if m.group("de") is not None:  # "kein Twitter mehr": no longer Twitter
            return f"no longer {m.group('de')}"
        verb = next((value for value in m.groupdict().values() if value is not None), None)
        return " no longer " if verb is None else f"{verb} no longer"
    return _NO_LONGER.sub(one, text, count=_MOST)


def _today(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        return m.group() if _HAPPENED.search(_clause_after(text, m.end())) else " just for today, "
    return _TODAY.sub(one, text, count=_MOST)


def _now(text: str) -> str:
    def too(m: re.Match[str]) -> bool:
        return _TOO.search(_clause_before(text, m.start()) + " " + _clause_after(text, m.start())) is not None

    text = _NOW.sub(lambda m: m.group() if _unsaid(text, m) or too(m) else "from now on ", text, count=_MOST)

    def own(m: re.Match[str]) -> str:
        if _unsaid(text, m) or too(m) or _HEDGE.search(_sentence_after(text, m.end())):
            return m.group()
        start, end = m.span("now" if m.group("now") is not None else "ru")
        return m.group()[: start - m.start()] + "from now on" + m.group()[end - m.start():]
    return _IS_NOW.sub(own, text, count=_MOST)


def _copula_now(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        rest = m.group("rest") if m.group("rest") is not None else m.group("ja")
        # (the value may be a "chef" or a "jefe": someone else is named only before it)
        head = m.group()[: m.start("rest" if m.group("rest") is not None else "ja") - m.start()]
        if (_BLOCKED.search(_COMPANY.sub(" ", _clause_before(text, m.start()) + " " + head)) or _NOT_YET.search(rest)
                or _TOO.search(rest) or _HEDGE.search(_sentence_after(text, m.end()))
                or _STAND_IN.search(rest + " " + _sentence_after(text, m.end()))):
            return m.group()
        lead = m.group()[: len(m.group()) - len(m.group().lstrip())]
        return f"{lead}I'm {_ARTICLE.sub('a ', rest)} now"
    return _COPULA_NOW.sub(one, text, count=_MOST)


def _promoted(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        before = _clause_before(text, m.start())
        if (_BLOCKED.search(_COMPANY.sub(" ", before + " " + m.group())) or _NOT_YET.search(before)
                or before.lower().endswith(("no ", "non ")) or _NOT_YET.search(_clause_after(text, m.end()))):
            return m.group()
        if m.group("de_obj") is not None:
            return f"promoted to {m.group('de_obj')}"
        if m.group("open") is not None:
            return m.group()[:len(m.group()) - len(m.group().lstrip())] + "promoted"
        if m.group("de") is not None or m.group("pt_end") is not None or m.group("fr_end") is not None or (
                m.group("it_end") is not None):
            return "I was promoted"
        return "promoted to"
    out = _PROMOTED.sub(one, text, count=_MOST)
    if not out.isascii() and ("昇進" in out or "昇格" in out):
        out = _PROMOTED_JA.sub(lambda m: m.group() if _theirs(out, m.start()) else f" promoted to {m.group('obj')} ",
                               out, count=_MOST)
    return out


# "since <month>" of no lasting value of the speaker's, anywhere in its sentence: someone else's ("Depuis mars, mon frère
# habite à Lyon"), a trip or a stay ("de férias", "auf Geschäftsreise", "zur Reha", "pour un stage", "volto em julho"),
# a client or a project with the value ("Trabajo con Globex desde marzo, son nuestro cliente", "Tenemos un proyecto con
# Globex desde marzo"), a stand-in (`_STAND_IN`)
_SOMEONE_ELSES = re.compile(r"\b(?:" + _KIN + r")\b", re.IGNORECASE)
_A_STAY = re.compile(
    r"\b(?:f[ée]rias|vacaciones|vacances|urlaub|ferien|ferie|vacanze|geschäftsreise|dienstreise|reise|viaje|viagem"
    r"|voyage|viaggio|trasferta|déplacement|de visita|en visite|zu besuch|in visita|reha|kur|stage|prácticas|estágio"
    r"|tirocinio|praktikum|intercambio|erasmus"
    # a return at a time ("volto em julho", "vuelvo en agosto", "je rentre en juin"; not "Desde marzo vuelvo a vivir")
    r"|(?:volto|vuelvo|regreso|regresso|je rentre|je reviens|torno)(?: (?:em|en|a|à|au|in|nel|a fine|a fin de))?"
    r" (?:" + _MONTH + r"|\d|la (?:semana|próxima)|el (?:mes|próximo)|o (?:mês|próximo)|le mois|il mese)"
    r"|(?:nuestr[oa]s?|nosso|nossa|nossos|notre|nos|unser\w*|nostr[oi]|como|comme|als|come)"
    r" (?:clientes?|clients?|kunden?|clienti)"
    r"|(?:trabajo|trabajamos|trabalho|trabalhamos|travaille|travaillons|arbeite|arbeiten|lavoro|lavoriamo)"
    r" (?:con|com|avec|mit)"
    r"|(?:proyecto|projeto|projet|projekt|progetto) (?:con|com|avec|mit))\b", re.IGNORECASE)
# a stand-in or a spell, not a lasting title: "Ahora soy jefa de enfermeras, pero solo este mes", "Ich bin jetzt
# Teamleiter, vertretungsweise", "..., por ahora", "..., par intérim"
_STAND_IN = re.compile(
    r"\b(?:vertretungsweise|kommissarisch|übergangsweise|vorübergehend|vorerst|interimistisch|temporalmente"
    r"|temporariamente|temporairement|temporaneamente|provisionalmente|provisoriamente|provisoirement|provvisoriamente"
    r"|interin[oa]|interinamente|par intérim|ad interim|en funciones|por ahora|de momento|por el momento|por enquanto"
    r"|pour l['’]instant|pour le moment|per ora|per il momento"
    r"|(?:s[oó]l[oa]|só|somente|apenas|nur|seulement|juste|soltanto|solamente) (?:(?:por|para|pour|per|für) )?"
    r"(?:este|esta|esse|essa|dieses|diesen|diese|ce|cet|cette|questo|questa|hoy|hoje|heute|aujourd['’]hui|oggi|unos"
    r"|unas|uns|umas|ein paar|quelques|qualche|\d+))\b", re.IGNORECASE)


def _sentence_before(text: str, at: int) -> str:
    """The sentence of `text` that position `at` is in, up to `at` (at most `_REACH` characters)."""
    before = text[max(0, at - _REACH):at]
    return before[max(before.rfind(c) for c in ".!?\n。！？") + 1:]


def _since(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        sentence = _sentence_before(text, m.start()) + " " + _sentence_after(text, m.end())
        if _unsaid(text, m) or _SOMEONE_ELSES.search(_COMPANY.sub(" ", sentence)) or _A_STAY.search(sentence) or (
                _STAND_IN.search(sentence)):
            return m.group()
        month = m.group("month")
        return "as of last month" if month is None else f"as of {_MONTH_NAMES[month.lower()]}"
    return _SINCE.sub(one, text, count=_MOST)


def _in_pt(text: str) -> str:
    def one(m: re.Match[str]) -> str:
        if _BLOCKED.search(_clause_before(text, m.start())):  # "Não moro no Porto": read as written
            return m.group()
        return m.group("verb") + (m.group("now") or "") + " at"
    return _PT_IN.sub(one, text, count=_MOST)


# English text is the readers' own: a name or a quoted word of another language in it is glossed nowhere ("Wiggins, Hoy
# and Kenny", "My cats are Luna, Borra and Miso", "rock n'roll plus jazz", "My favourite Selena song is Ya no")
_ENGLISH = re.compile(r"\b(?:the|and|is|are|my|of|where|with|this|that|was|have|i|for|from|by|which|what|did|do|does"
                      r"|favourite|favorite|song|love|near|words)\b", re.IGNORECASE)
# ... more of them than another language's own words: its function words that English does not have, words with a
# letter English does not write (ü, é, ñ, Cyrillic, hangul), pairs of kana or Han characters ("Mein Lieblingsfilm ist
# jetzt The Lord of the Rings", "Теперь мой любимый фильм The Lord of the Rings" are not English; "I moved to São Paulo
# and the rent is lower" is)
_LETTERS = r"[^\W\d_\u3040-\u30ff\u4e00-\u9fff]"
_FOREIGN = re.compile(
    r"\b(?:ich|und|nicht|ist|jetzt|eine?|meine?[nms]?|wir|sind|statt|oder|auch|je|les|est|avec|mon|mes|une|nous|dans"
    r"|chez|maintenant|yo|los|las|una|ahora|mis|pero|porque|del|eu|meu|minha|com|agora|uma|io|gli|mio|mia|della|sono"
    r"|adesso|ik|het|een|niet|es|mi|el|la|le|il|de|der|das|ein|zu|von|sur|muy|mais|nao)\b"
    rf"|{_LETTERS}*[^\W\d_a-zA-Z\u3040-\u30ff\u4e00-\u9fff]{_LETTERS}*|[\u3040-\u30ff\u4e00-\u9fff]{{1,2}}",
    re.IGNORECASE,
)


# ... not counting those of a title or a company named in capitals ("Ya no juego The Legend of Zelda", "Ich arbeite
# nicht mehr bei Bank of America", "もうLord of the Ringsはやっていません"): a leading "The" and the small words between
# its capitalised ones (not "and" alone: "I read Corriere, Oggi and Repubblica" names three)
_SMALL = r"(?:of|the|and the|a|an|in|on|for|to|with|at|from|by)"
_TITLE = re.compile(rf"\b(?:The\s+)?[A-Z][\w'’-]*(?:\s+(?:{_SMALL}\s+)*[A-Z][\w'’-]*)+")
_TITLE_WORDS = re.compile(rf"^The\s|\s{_SMALL}(?=\s)")


def english(text: str) -> bool:
    """Two or more English function words, and more of them than another language's own words: the text is English."""
    if " " in text:
        text = _TITLE.sub(lambda m: _TITLE_WORDS.sub(" ", m.group()), text)
    ours = {w.lower() for w in _ENGLISH.findall(text)}
    return len(ours) >= 2 and len(ours) > len({w.lower() for w in _FOREIGN.findall(text)})


def glossed(text: str) -> str:
    """`text` with the cue words of other languages written in English (the same object when there is none)."""
    lowered = text.lower()
    if not _holds_word(lowered) or english(text):
        return text
    out = _change(text)
    if not out.isascii() and not _IF.search(out):
        out = _change_ja_ko(out)
        if not _SOMEONE_ELSE.search(out):
            out = _NOW_JA_KO.sub("from now on ", out)
    if not out.isascii():
        out = _left_ja_ko(out)
    out = _left(out)
    out = _CANCELLED.sub(lambda m: m.group() if _unsaid(out, m) or _taken_back(out, m.end()) else "I cancelled", out,
                         count=_MOST)
    if "gekündigt" in out:  # "Ich habe Netflix gekündigt": I cancelled Netflix (not "bei Google": `_LEFT`)
        out = _CANCELLED_DE.sub(lambda m: m.group() if _unsaid(out, m) or _taken_back(out, m.end())
                                else f"I cancelled {m.group('obj')}", out, count=_MOST)
    out = _promoted(out)
    out = _since(out)
    out = _copula_now(out)
    out = _in_pt(out)
    out = _now(out)
    out = _CORRECTION.sub("I misspoke", out)
    out = _no_longer(out)
    out = _today(out)
    out = _THIS_TASK.sub("just for this task", out)
    out = _FORGET.sub(", please forget that ", out)  # (a request opens its clause)
    out = _DO_NOT_SAVE.sub(", don't save it", out)
    return text if out == text else out
