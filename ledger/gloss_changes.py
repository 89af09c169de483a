"""Another language's words for what the speaker did, which `ledger.gloss` writes in English: a change of the speaker's
own ("Ich bin … umgezogen", "me mudé", "mi sono trasferito", "引っ越しました", "이사했어": "switched"), leaving an
employer ("J'ai quitté Google", "Ich habe bei Google gekündigt", "Googleを辞めました": "left", "quit"), a cancellation
("Cancelé HBO", "Ich habe Netflix gekündigt": "I cancelled"), and their look-alikes that are none (a trip, a meeting
moved, a German verb in its other sense, a ticket changed, a place left for lunch). The patterns only: `ledger.gloss`
applies them, each with its clause (`ledger.gloss_clauses`); kept apart from the other cue words (`ledger.gloss_cues`),
which say a state rather than a deed."""

from __future__ import annotations

import re

_CHANGED = "switched"
# after a Spanish "cambiarse" or "pasarse": what is no switch of the speaker's post, home or provider: clothes, one's
# mind, a seat or a table, and a time of day ("me he cambiado de ropa", "de opinión", "de sitio", "a las ocho")
_ES_NOT_SWITCHED = (r"(?!\s+(?:(?:de|a)\s+)?(?:ropa|camisa|camiseta|pantal[oó]n(?:es)?|zapatos|zapatillas|calcetines"
                    r"|vestido|pijama|peinado|opini[oó]n|idea|parecer|planes?|sitio|asiento|mesa|fila|lado|canal"
                    r"|(?:la|las) (?:\d|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce))\b)")
# after a Spanish "pasarse a": an infinitive (with its pronoun) or "a por" is a call made to do something, not a switch
# ("me he pasado a recoger a los niños", "me pasé a saludar", "nos pasamos a verte", "me pasé a por pan"), and so is a
# place with what was done there ("me pasé a la oficina de Valencia a firmar unos papeles"). An infinitive is a real
# verb: one in -ar or -ir (new Spanish verbs are made in -ar: "tuitear", "googlear"), one of the common verbs of the
# closed -er class, or one with its pronoun ("verte", "recogerla"); not any word in -er, the ending of the English names
# chat Spanish writes in lower case ("me he pasado a docker", "nos pasamos a flutter", "a tinder", "a uber"). Not "a
# partir de" / "a pesar de" (from, despite: "me pasé a Digi a partir de enero"), nor a verb of staying ("a vivir", "a
# quedarme": a move). A name is written capitalised ("me he pasado a Linux", "me pasé a Docker")
_ES_PRONOUN = r"(?:se|me|te|nos|os|lo|la|le|los|las|les)"
_ES_INFINITIVE = (r"(?-i:(?!(?:partir|pesar) de\b|(?:vivir|residir|quedar|instalar)" + _ES_PRONOUN + r"?\b)"
                  r"(?:[a-záéíóúñü]{1,30}(?:ar|ir|ír)|ver|leer|traer|comer|beber|coger|recoger|escoger|hacer|poner"
                  r"|devolver|mover|resolver|conocer|agradecer|ofrecer|entender|aprender|atender|responder|vender"
                  r"|encender|correr|meter|barrer|romper|tender|comprender|saber|tener)" + _ES_PRONOUN + r"?\b"
                  r"|[a-záéíóúñü]{1,30}er" + _ES_PRONOUN + r"\b)")
_ES_VISIT = (r"(?!\s+(?:por\b|" + _ES_INFINITIVE + r")|[^.!?;,\n]{1,60}?\sa\s+" + _ES_INFINITIVE + r")")
# the months, by language (read in `ledger.gloss_cues` too: "desde marzo", "vuelvo en agosto")
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
# standing in for someone: "para cubrir las vacaciones de un compañero", "per sostituire una collega", "pour remplacer un
# collègue"; not filling a post for good, one vacant or fixed, or of someone gone for good ("para cubrir una plaza fija",
# "per coprire un posto vacante", "per sostituire il direttore che è andato in pensione"), unless an absence is named
# ("per coprire il posto di una collega in maternità")
_STANDING_IN = (r"(?:para|per|pour)\s+(?:cubrir|sustituir|suplir|reemplazar|coprire|sostituire|rimpiazzare|remplacer)\b"
                r"(?=[^.!?;\n]{0,60}?\b(?:vacaciones|baja|permiso|excedencia|maternidad|paternidad|ausencia|ferie"
                r"|maternità|paternità|malattia|aspettativa|congedo|assenza|vacances|congés?|maladie|absence|mientras"
                r"|mentre|pendant|durante|temporal\w*|temporane\w*|temporaire\w*|provisional\w*|provvisori\w*"
                r"|provisoire\w*|interin\w*|interim\w*|intérim\w*|suplencia|supplenza)\b"
                r"|(?![^.!?;\n]{0,60}?\b(?:plazas?|vacantes?|puestos?|posto|posti|postes?|cargo|jubil\w*|pensione|pensión"
                r"|retraite|dimess\w*|dimis\w*|démission\w*|fij[oa]s?|fiss[oa]|permanent\w*|definitiv\w*|indefinid\w*"
                r"|indeterminato|fallecid\w*|scompars\w*|décédée?)\b))")
# a spell, said in Spanish, Italian or French after a change or a leaving: a count of days, weeks or months ("por dos
# semanas", "per un mese", "pendant deux semaines"; not years, "per tre anni": a stay), an end in sight ("hasta final de
# mes", "fino a dicembre", "jusqu'à la fin du mois", "hasta el lunes", "fino a Natale"), "for now" ("temporalmente",
# "in via temporanea", "provisoirement", "en comisión de servicios"), or standing in for someone (`_STANDING_IN`)
_SPELL_WORDS = (r"(?:\b(?:(?:por|durante|para|per|pendant|pour)\s+(?:un|una|une|unos|unas|dos|deux|due|tres|trois|tre|cuatro"
                r"|quattro|quatre|cinco|cinque|cinq|seis|sei|six|pocos|pocas|pochi|poche|qualche|quelques|algunos|algunas|\d+)"
                r"\s+(?:días?|jours?|giorn[oi]|semanas?|semaines?|settiman[ae]|mes(?:es)?|mes[ei]|mois|quincenas?|quinzaines?)"
                r"|(?:hasta|fino|jusqu['’]\s?(?:à|au|en))\s+(?:(?:a|al|alla|all['’])\s?)?(?:(?:el|la|le|il|l['’])\s?)?"
                r"(?:(?:final|fin|fine|finales|mediados|metà)(?:\s+(?:de|del|di|du|de la))?\s+(?:mes|mese|mois|año|anno"
                r"|année|semana|settimana|semaine|verano|estate|été|curso|trimestre)|" + _MONTH
                + r"|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato"
                r"|domenica|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|navidad|natale|noël|pascua|pasqua|pâques"
                r"|verano|estate|été)"
                r"|temporalmente|provisionalmente|temporaneamente|provvisoriamente|temporairement|provisoirement"
                r"|de forma (?:temporal|provisional)|in via (?:temporanea|provvisoria)|à titre (?:temporaire|provisoire)"
                r"|en comisión de servicios?)\b|\b" + _STANDING_IN + ")")
# ... said of the change or the leaving itself, in the verb's own clause: not of another verb, in a clause of its own
# after a subordinator or a comma ("Dejé Mercadona, donde trabajé hasta junio", "… después de trabajar allí durante seis
# meses", "J'ai quitté le Crédit Agricole après y avoir travaillé pendant six mois", "Me trasladaron a Vitoria en julio,
# hasta junio estaba en Bilbao", "…, fino a dicembre ero a Padova": the past at the old place). After a comma a spell
# still counts when it is all its clause says ("Me trasladaron a Vitoria, pero solo hasta junio", "…, temporaneamente")
_OTHER_CLAUSE = (r"\b(?:donde|cuando|mientras|desde que|porque|aunque|ya que|en (?:el|la|los|las) que|en que|où|quand"
                 r"|lorsque|pendant que|depuis que|parce que|bien que|dove|quando|mentre|da quando|perché|poiché"
                 r"|anche se|in cui|onde|enquanto|depois que|em que|embora"
                 r"|(?:después|antes|depois) de (?:haber |ter )?\w+(?:ar|er|ir|ír)(?:me|te|se|lo|la|le|nos)?"
                 r"|tras \w+(?:ar|er|ir)|(?:après|avant de|avant d['’])\s?(?:y |en |l['’]\s?|les? |la )?(?:avoir|être|\w+er)"
                 r"|(?:dopo|prima di) (?:aver|averci|avervi|esser|essere|\w+(?:are|ere|ire)))\b")
_HEDGED = (r"(?:solo|sólo|solamente|únicamente|soltanto|juste|seulement|uniquement|só|apenas|somente|de momento"
           r"|por ahora|por el momento|per ora|per il momento|pour l['’]instant|pour le moment|por enquanto|en principio"
           r"|in principio|en principe|em princípio|almeno|al menos|au moins|pelo menos|más o menos|nada más|más|più"
           r"|plus|ancora|todavía|encore|ainda)")
_BARE_SPELL = (r",\s*(?:(?:pero|ma|mais|mas|però|y|e|et)\s+)?(?:" + _HEDGED + r"\s+){0,2}(?:" + _SPELL_WORDS
               + r"(?:\s+" + _HEDGED + r"){0,2}\s*(?=[,;:.!?\n]|$|\s(?:y|e|et|poi|luego|después|dopo|puis|ensuite"
               r"|depois|pero|ma|mais|mas|però)\b)|\b" + _STANDING_IN + ")")


def _spell_within(reach: int) -> str:
    """A spell said of the verb just read (`_SPELL_WORDS`), in the next `reach` characters of its sentence."""
    return (r"(?:(?:(?!" + _OTHER_CLAUSE + r")[^.!?;,\n]){0," + str(reach) + "}?" + _SPELL_WORDS
            + r"|[^.!?;\n]{0," + str(reach) + "}?" + _BARE_SPELL + ")")


# ... in the clause after a Spanish change
_ES_SPELL = r"(?!" + _spell_within(80) + ")"
# ... and what a Spanish "me trasladaron" moved that is no post of the speaker's: a thing of theirs, its object right
# after the verb ("me trasladaron la cita al jueves", "los muebles"; not a date: "me trasladaron el 1 de abril", "el
# lunes"), a patient taken to hospital, to a ward or to be operated on ("me trasladaron en ambulancia al hospital", "en
# UVI móvil", "a planta", "para operarme", "para que me operen"; not "para operar la nueva línea": to run it), a spell
# (`_ES_SPELL`)
_ES_MOVED = (r"(?!\s+(?:(?:los|las|un|una|unos|unas|mis|tus|sus|nuestr[oa]s?)\s|(?:el|la)\s+(?!\d|(?:lunes|martes"
             r"|miércoles|jueves|viernes|sábado|domingo|mes|año|semana|pasado|pasada|día|primero)\b)))"
             r"(?![^.!?;\n]{0,80}?\b(?:hospital|urgencias|uci|uvi|clínica|ambulancia|helicóptero|quirófano|(?:a|en) planta|planta de hospitalización"
             r"|operar(?:me|te|le|la|lo|nos|les|se)|oper(?:en|aran|aron)|operación|cirugía|intervención)\b)"
             + _ES_SPELL)
# ... and an Italian "mi hanno trasferito" that moved a patient ("in ospedale", "dal pronto soccorso al reparto") or sent
# the speaker to an occasion ("a Brescia per una riunione", "per un convegno"), or only for a spell ("temporaneamente",
# "fino a dicembre": `_SPELL_WORDS`)
_IT_MOVED_BY = (r"(?![^.!?;\n]{0,80}?\b(?:ospedale|pronto soccorso|terapia intensiva|rianimazione|reparto|ambulanza|clinica"
                r"|operarmi|operarci|sala operatoria)\b|" + _spell_within(80)
                + r"|[^.!?;\n]{0,60}?\bper\s+(?:un|una|il|la|l['’])\s?(?:riunione|visita|convegno|congresso|fiera|incontro"
                r"|trasferta|sostituzione|emergenza)\b)")
# Italian "da" with its article ("dal", "dalla", "dall'"), and what follows the "a" of "passare da … a" that makes it a call
# to do something, not a change: an infinitive ("a prendere", "a salutare", "a trovarla")
_IT_FROM = r"d(?:a|al|alla|allo|ai|agli|alle|all['’])(?:\b|(?<=['’]))\s?"
_IT_ERRAND = (r"(?:\b|(?<=['’]))(?!\s?[a-zàèéìòù]{1,20}(?:are|ere|ire|arl[aoie]|erl[aoie]|irl[aoie]|armi|ermi|irmi|arti|erti"
              r"|irti|arci|erci|irci|argli|ergli|irgli)\b)")
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
    + _ES_VISIT + _ES_NOT_SWITCHED + r")|migramos|hemos migrado|he migrado|hicimos el switch"
    # transferred or posted by the employer, or moved oneself: "me trasladaron a Pamplona", "me trasladaron desde
    # Huesca", "me trasladaron el 1 de abril", "me han destinado a Teruel", "me trasladé a Zaragoza" (`_ES_MOVED`)
    r"|(?:me|nos) (?:trasladaron|han trasladado|destinaron|han destinado)" + _ES_MOVED
    + r"|(?:me trasladé|me he trasladado|nos hemos trasladado)" + _ES_MOVED
    # a job or a home changed: "cambié de trabajo", "me cambié de piso" (as "cambié de … a …" above)
    + r"|(?:me )?cambié(?= de (?:trabajo|empleo|empresa|curro|piso|casa|ciudad|banco|compañía|operador)\b)" + _ES_SPELL
    + r")"
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
    r"|(?:mi|ci) hanno (?:spostat|trasferit)[oaie]" + _IT_MOVED_BY + r"(?= (?:a|ad|al|alla|allo|ai|agli|in|nel|nella)\b"
    r"| d(?:a|al|alla|allo|ai|agli|all['’])\s?[^.!?;,\n]{1,40}? (?:a|ad|al|alla|allo|ai|agli|in|nel|nella)\b)"
    # ... transferred from the old place alone, where the clause ends: "mi hanno trasferito da Brescia", "mi hanno
    # trasferita." (not "mi hanno trasferito i soldi": an object)
    r"|(?:mi|ci) hanno trasferit[oaie]" + _IT_MOVED_BY + r"(?= d(?:a|al|alla|allo|ai|agli|all['’])\s?[^.!?;,:\n]{1,40}?"
    r"\s*(?:[.!?;,:\n]|$)|\s*(?:[.!?;,:\n]|$))"
    # ("sono passato dal Laboratorio Montefeltro allo Studio Foglia", from one to the other with "da"'s article too; not
    # dropping by to do something: "sono passato dal panettiere a prendere il pane", `_IT_ERRAND`)
    r"|siamo passat[ie](?= (?:a|al|alla|allo|ai|agli)\b| " + _IT_FROM + r"[^.!?;,\n]{1,40}? (?:a|al|alla|allo|ai|agli"
    r"|all['’])" + _IT_ERRAND + ")"
    r"|sono passat[oa](?= (?:a|al|alla|allo)\b| " + _IT_FROM + r"[^.!?;,\n]{1,40}? (?:a|al|alla|allo|ai|agli|all['’])"
    + _IT_ERRAND + r")|abbiamo migrato)"
    # (not for a spell: "mi hanno spostato a Milano per due settimane", "... per un mese, poi torno", "mi sono trasferita
    # a Torino fino a giugno"; not "per tre anni": `_SPELL_WORDS`)
    r"(?!" + _spell_within(60) + ")"
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
    # "J'ai quitté Google", "Ho lasciato Google", "Saí do Google", "Я ушёл из Google" (French "quitter" is only to leave:
    # its article is read with it, "J'ai quitté la Mutuelle du Doubs pour la CAF" as "left Mutuelle du Doubs"; not "l'",
    # which may begin the name: "J'ai quitté L'Oréal")
    r"|\b(?:j['’]ai|on a|nous avons)\s+(?:\w+ment\s+|enfin\s+|déjà\s+)?(?P<fr>quitté(?:\s+(?:la|le|les)(?=\s))?)\b"
    r"|\b(?:ho|abbiamo)\s+(?:finalmente\s+|già\s+)?(?P<it>lasciato)\b|\b(?P<pt>saí d[oa]s?|saímos d[oa]s?)\b"
    r"|(?:^|\b(?:я|мы)\s+(?:\w+\s+){0,2}?)(?P<ru>(?:ушёл|ушел|ушла|ушли) из)\b"
    # "Dejé Mercadona y empecé en Carrefour", "Renuncié a Telefónica" (not "dejé de": stopped, `_NO_LONGER`)
    r"|(?<![\w-])(?P<es>dejé|dejamos|renuncié a|renunciamos a|me fui de|nos fuimos de)(?![\w-])(?!\s+de\b)",
    re.IGNORECASE,
)
# an occasion gone to, in French, Italian or Spanish: a meeting or a visit ("mi sono spostato a Torino per un convegno",
# "per un incontro", "pour une conférence"), one event, "the" one too ("per un concerto", "per il matrimonio di mia
# sorella", "per l'esame", "para la boda", "pour le week-end", "para la campaña de Navidad"; not in the plural, "per i
# concerti", a life among them). Read after a change (`_TRIP`) and after a leaving (`_NOT_LEFT`: "J'ai quitté la
# Mutuelle pour une réunion à la CAF")
_OCCASION = (
    r"\b(?:pour|per|para)\s+(?:une?|una?|ce|cet|cette|este|esta|questo|questa)\s+(?:réunion|riunione|reunión|visite"
    r"|visita|convegno|congresso|conferenza|incontro|colloquio|appuntamento|congreso|conferencia|entrevista|conférence"
    r"|congrès|entretien|rendez-vous)\b"
    r"|\b(?:pour|per|para)\s+(?:(?:une?|una?|il|lo|la|el|le|ce|cet|cette|este|esta|ese|esa|questo|questa|quel|quello"
    r"|quella)\s+|l['’]\s?)(?:concerto|matrimonio|esame|festa|partita|spettacolo|funerale|compleanno|battesimo|fiera"
    r"|gara|evento|weekend|fine settimana|ponte|concierto|boda|examen|partido|fiesta|funeral|entierro|cumpleaños"
    r"|bautizo|feria|fin de semana|puente|concert|mariage|match|fête|enterrement|anniversaire|baptême|week-end"
    r"|campaña|campagna|campagne|temporada|stagione|saison)\b")
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
    r"|sin comprar|sem comprar|sans (?:rien )?acheter|senza comprare"
    # talked into staying: "Renuncié a Mercadona pero me convencieron de quedarme"
    r"|(?:me|nos) convencieron (?:de|para) quedar\w*|(?:me|nos) convenceram a ficar|convenceram-me a ficar"
    r"|m['’]ont convaincue? de rester|mi hanno convint[oa] a restare)\b"
    # (the time of day, at noon too: "J'ai quitté la Mutuelle à midi", "Dejé la oficina a mediodía", "Ho lasciato
    # l'ufficio a mezzogiorno"; not with the last day said after it: "J'ai quitté le Crédit Agricole vendredi à midi,
    # c'était mon dernier jour")
    r"|\b(?:a las \d|a la una|às \d|à \d+ ?h|alle \d|à midi|a mediodía|a mezzogiorno|ao meio-dia)\b"
    r"(?![^.!?\n]{0,80}?\b(?:dernier|dernière|último|última|ultimo|ultima)\s+(?:jour|journée|día|giorno|dia)\b)"
    # left for an occasion or for a spell: "J'ai quitté la Mutuelle pour une réunion à la CAF", "... pendant deux
    # semaines", "Ho lasciato la sede di Brescia fino a dicembre" (`_OCCASION`, `_SPELL_WORDS` said of the leaving)
    r"|" + _OCCASION + r"|^" + _spell_within(80)
    + r"|(?:また|再び|すぐ)戻|出戻|復帰|再入社|다시 돌아|복귀|재입사", re.IGNORECASE)
# a German verb in its other sense, its words right before it: "durch die Kneipen gezogen" (roamed), "Geld gewechselt"
# (exchanged money); not a reason or a price before a destination ("durch den neuen Job nach Hamburg gezogen", "für
# 10 Euro weniger im Monat zur Telekom gewechselt")
_OTHER_SENSE = re.compile(r"(?:\bdurchs?(?:\s+(?!nach\b|zu\b|zur\b|zum\b|und\b)\w+){0,4}"
                          r"|\b(?:geld|euro|dollar|franken|lose|kleider|windeln))\s+$", re.IGNORECASE)
# "passé / passati / cambié / cambiamos" of a journey, of one task, or of a meeting moved, in the verb's clause ("On est
# passés de Paris à Lyon en deux heures", "Siamo passati da Roma a Milano in treno", "Cambié de Java a Go para este
# script solamente", "Cambiamos de Madrid a Sevilla la reunión", "Je suis passé du bureau à la maison"): no change
# ("me trasladaron a Zaragoza para una reunión", "me destinaron a Huesca para un proyecto": an occasion, as a trip)
_PASSING = re.compile(r"(?:^|\s)(?:pass|camb|spostat|traslad|destin)", re.IGNORECASE)
# Italian "spostarsi" is to get about as well as to move: on the day itself it is a trip ("Oggi mi sono spostato da Roma
# a Milano", "stamattina mi sono spostata a Torino"), where "trasferirsi" is a move whenever it happened. The day must
# date the move itself (`ledger.gloss._on_the_day`): said in the move's own clause, not in a clause the move is put
# under ("Oggi è un anno che mi sono spostato a Milano", "Stamattina ho saputo che mi hanno spostato") nor in one joined
# after it ("Mi sono spostato a Milano a settembre e stasera inauguriamo la casa"); and only today, not from today on
# ("Da oggi mi hanno spostato nella sede di Milano", "a partire da stamattina"), nor said to be for good ("…, in
# pianta stabile", "definitivamente")
_GOT_ABOUT = re.compile(r"spostat")
_SAME_DAY = re.compile(r"(?<!\bda )(?<!\bdall['’])\b(?:oggi|stamattina|stamane|stamani|stasera|stanotte"
                       r"|ieri (?:mattina|sera|pomeriggio)|questa (?:mattina|sera|notte))\b", re.IGNORECASE)
# ... the clause the move is put under ends at its subordinator, the one joined after it begins at its conjunction
_UNDER = re.compile(r"^.*\b(?:che|quando|perché|poiché|siccome)\b", re.IGNORECASE | re.DOTALL)
_JOINED = re.compile(r"\b(?:e|ed|ma|però|poi|che|quando|mentre|perché|dove|così|quindi)\b", re.IGNORECASE)
_FOR_GOOD = re.compile(r"\b(?:in pianta stabile|definitivamente|per sempre|stabilmente|a tempo indeterminato)\b",
                       re.IGNORECASE)
# ... or a return soon after it, later in its sentence, in Italian, Spanish or French ("Mi sono spostata a Milano per un
# esame, rientro domani", "…, stasera torno a casa", "ci resto fino a domani", "rientro venerdì", "torno la settimana
# prossima", "me trasladaron a Huesca, vuelvo el viernes", "je rentre lundi")
_RETURNING = (r"(?:torno|rientro|ritorno|riparto|torniamo|rientriamo|ripartiamo|vuelvo|volvemos|regreso|regresamos"
              r"|je rentre|je reviens|on rentre|nous rentrons)")
_SOON = (r"(?:domani|dopodomani|stasera|stanotte|in giornata|in serata|mañana|pasado mañana|esta noche|demain"
         r"|après-demain|ce soir|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica|lunes|martes|miércoles|jueves"
         r"|viernes|sábado|domingo|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|(?:la )?settimana prossima"
         r"|la prossima settimana|la semana que viene|la próxima semana|la semaine prochaine)")
# (not a return only to fetch one's things or to say goodbye: the move holds, "Me han destinado a Vitoria; regreso mañana
# a Bilbao solo para recoger mis cosas", "je reviens demain chercher mes affaires", "torno domani a prendere le mie cose")
_ERRAND = (r"(?![^.!?\n]{0,50}?(?:\b(?:solo|sólo|solamente|únicamente|soltanto|juste|seulement|uniquement|só|apenas"
           r"|somente)\s+(?:para|pour|per|a|ad|à|pra)\b|\b(?:cosas|pertenencias|maletas?|trastos|muebles|llaves|cajas"
           r"|affaires|valises?|meubles|clés|clefs|cartons|cose|bagagli|valigi[ae]|mobili|chiavi|scatoloni|scatole"
           r"|coisas|malas|móveis|chaves|caixas|mudanza|déménag\w*|trasloco|despedirme|despedirnos|dire au revoir"
           r"|faire mes adieux|salutare|finiquito)\b))")
_BACK_SOON = re.compile(r"\b(?:" + _RETURNING + r"\b(?:\s+\w+){0,3}?\s+" + _SOON
                        + r"|" + _SOON + r"(?:\s+\w+){0,2}?\s+" + _RETURNING
                        + r"|fino a (?:domani|dopodomani|stasera|stanotte))\b" + _ERRAND, re.IGNORECASE)
_TRIP = re.compile(
    r"^\s*d(?:u|e la|a)\s+(?:bureau|maison|travail|ufficio|casa|oficina)\b"
    r"|\b(?:en|in|di|de)\s+(?:train|treno|tren|voiture|macchina|auto|coche|avion|aereo|avión|bus|autobus|autobús)\b"
    r"|\b(?:en|in)\s+(?:\w+\s+)?(?:heures?|minutes?|horas?|minutos?|ore|minuti)\b|\b(?:de|di) pass(?:age|aggio)\b"
    # (one task: "Cambié de Java a Go para este script")
    r"|\bde paso\b|\b(?:pour|per|para)\s+(?:une?|una?|ce|cet|cette|este|esta|questo|questa)\s+(?:script|tâche|tarea"
    r"|compito|projet|proyecto|progetto|test|prueba)\b|" + _OCCASION
    + r"|\bjuste pour\b|\bsolamente\b|\bsolo per\b|\b(?:el|la|los|las|le|il)\s+(?:reunión|reuniones|réunion|riunione"
    r"|cita|vuelo|vol|volo|reserva|viaje|voyage|viaggio|clase|fecha|hora|evento)\b", re.IGNORECASE)
# a cancellation: "Ho disdetto DAZN, non lo pago più", "J'ai résilié Canal+", "Cancelé HBO", "Cancelei a Netflix"
# (read as English "I cancelled", which ends its object: `ledger.endings`)
_CANCELLED = re.compile(r"\b(?:(?:ho|abbiamo)\s+(?:già\s+|finalmente\s+)?disdett[oa]|(?:j['’]ai|on a|nous avons)\s+"
                        r"(?:déjà\s+|enfin\s+)?résilié|(?:yo\s+)?cancelé|(?:eu\s+)?cancelei)\b", re.IGNORECASE)
_CANCELLED_DE = re.compile(r"\b(?:ich habe|wir haben|habe ich|haben wir|hab ich|ich hab)\s+"
                           r"(?P<obj>(?:(?!\b(?:bei|beim|nicht|nie|noch|mir|uns|ihm|ihr|ihnen)\b)[^.!?;,\n]){1,40}?)"
                           # (not almost: "Ich habe Netflix fast gekündigt", "beinahe", "um ein Haar")
                           r"(?<!\bfast)(?<!\bbeinahe)(?<!\bum ein haar)\s+gekündigt\b",
                           re.IGNORECASE)
