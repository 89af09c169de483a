"""Another language's cue words for a state or a request, which `ledger.gloss` writes in English: "now" before the
speaker's own lasting verb ("Ahora vivo en Valencia"), "my … is now", "now I am X" ("Ich bin jetzt Teamleiter"), a
promotion ("Fui promovida a gerente", "マネージャーに昇進しました"), "since <month>" ("Desde março moro no Porto") and
what keeps it no lasting value (a stay, a client, a stand-in), Portuguese "no / na" (in the), a correction ("ich
meinte", "quise decir"), an ending ("nicht mehr", "ya no", "もう…ていません") and what it leaves held, a stay ("heute",
"para esta tarea"), a request to forget or not to save ("Olvida lo que te dije", "nicht speichern"). The patterns
only: `ledger.gloss` applies them; the verbs of a change, a leaving and a cancellation are `ledger.gloss_changes`'."""

from __future__ import annotations

import re

from ledger.gloss_changes import _AFTER_JA, _MONTH
from ledger.gloss_clauses import _KIN

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
_PROMOTED_JA = re.compile(r"(?P<obj>[^\s、。！？!?をはがもにでとの]{1,40})に(?:昇進|昇格)(?:しました|した)" + _AFTER_JA)
# ... not denied or not yet, after the verb ("Fui promovida a gerente? Ainda não"; the title itself may be a "chef")
_NOT_YET = re.compile(r"\b(?:nicht|nie|niemals|pas|jamais|nunca|jamás|não|nao|non|noch nicht|pas encore|ainda não"
                      r"|todavía no|aún no|non ancora)\b", re.IGNORECASE)
# a lasting value from a month on, as English's "as of March" (`ledger.cues`): "Desde março moro no Porto", "Vivo en
# Valencia desde marzo", "Seit März wohne ich in Berlin", "J'habite à Lyon depuis mars" (a month of this year: not a
# year, "seit 2019", nor a month with its year, nor an interval, "desde marzo hasta mayo")
_SINCE = re.compile(
    r"\b(?:desde|seit|depuis|dal)\s+(?:(?:el|o|le|de)\s+)?(?:(?:mes|mês|mois|monat) (?:de\s+)?)?(?P<month>" + _MONTH
    + r")\b(?!\s*(?:de\s+|del\s+|\.\s*)?\d)(?!\s*(?:-|–|bis|hasta|até|jusqu|fino|a|à|al)\s)"
    r"|\b(?:desde o mês passado|desde el mes pasado|seit letztem monat|seit dem letzten monat|depuis le mois dernier"
    r"|dal mese scorso)\b"
    # ... or today ("desde hoy estoy en pediatría", "ab heute arbeite ich in Linz"), as English "as of today"
    r"|\b(?P<today>desde hoy|a partir de hoy|desde hoje|a partir de hoje|seit heute|ab heute|depuis aujourd['’]hui"
    r"|à partir d['’]aujourd['’]hui|a partire da oggi|da oggi)\b",
    re.IGNORECASE,
)
# ... "from today" for a spell is a stay, not a lasting change, as "from today until Friday" (`ledger.gloss._since`): a
# count of days, weeks or months ("zwei Wochen (lang)", "für einen Monat", "durante un mes", "por dos semanas", "per due
# settimane", "pour trois semaines", "pendant quelques jours", "durante um mês", "die nächsten zehn Tage"; not years,
# "für drei Jahre": a stay as long as a fact), "the rest of the week", "for a while" or "temporarily". A bare count
# ("arbeite ich zwei Wochen in Linz") is a spell only where no word before it makes it a date or a rhythm
# (`_NOT_A_SPELL_BEFORE`: "vor zwei Wochen", "hace dos semanas", "il y a deux semaines", "in zwei Wochen", "alle zwei
# Wochen", "cada dos semanas") and none after it (`after`: "due settimane fa", "dos semanas de vacaciones", "un día a la
# semana", "einen Tag pro Woche")
_SPELL_COUNT = (r"(?:\d+|un|una|uno|une|um|uma|ein|eine|einen|einem|dos|dois|duas|deux|due|zwei|tres|três|trois|tre|drei"
                r"|cuatro|quatro|quattro|quatre|vier|cinco|cinque|cinq|fünf|seis|sei|six|sechs|siete|sete|sette|sept"
                r"|sieben|ocho|oito|otto|huit|acht|diez|dez|dieci|dix|zehn|quince|quinze|quindici|unos|unas|uns|umas"
                r"|pocos|pocas|poucos|poucas|pochi|poche|algunos|algunas|alguns|algumas|alcuni|alcune|qualche|quelques"
                r"|plusieurs|varios|varias|vários|várias|diversi|diverse|einige|mehrere|ein paar)")
_SPELL_UNIT = (r"(?:días?|dias?|jours?|giorn[oi]|tage?n?|semanas?|semaines?|settiman[ae]|wochen?|meses|mes|mês|mesi|mese"
               r"|mois|monate?n?|monat|quincenas?|quinzenas?|quinzaines?|noches|noites|nuits?|notti|nächte)")
_A_SPELL = re.compile(
    r"(?P<lead>\b(?:durante|por|para|pendant|pour|per|für)\s+)?"
    r"(?:\b(?:los|las|os|as|les|i|le|die|den)\s+)?"
    r"(?:\b(?:próximos|próximas|siguientes|seguintes|prochains|prochaines|prossimi|prossime|nächsten|kommenden)\s+)?"
    r"\b(?P<count>" + _SPELL_COUNT + r")\s+" + _SPELL_UNIT + r"\b"
    r"(?P<after>\s+(?:fa|ago|atrás|atras|her|später|danach|plus tard|più tardi|después|depois|de|di|d['’]|du|des|do|da"
    r"|dos|das|von|del|della|dello|(?:a la|a|alla|al|par|por|pro|die|in der|im|na|no|per|each) (?:semana|settimana"
    r"|semaine|woche|mes|mês|mese|mois|monat))(?!\w))?"
    r"|\b(?:el resto de la|o resto da|il resto della|le reste de la|den rest der) (?:semana|settimana|semaine|woche|mes"
    r"|mês|mese|mois|monats)\b"
    r"|\b(?:temporalmente|provisionalmente|temporariamente|provisoriamente|temporaneamente|provvisoriamente"
    r"|temporairement|provisoirement|vorübergehend|vorläufig|befristet|zeitweise|de forma (?:temporal|provisional"
    r"|temporária|provisória)|in via (?:temporanea|provvisoria)|à titre (?:temporaire|provisoire)"
    r"|(?:por|durante) (?:un|algún|poco) tiempo|por una temporada|(?:por|durante) (?:um|algum|pouco) tempo"
    r"|per (?:un po['’]|qualche tempo|poco tempo|un periodo)|pour (?:un|quelque|peu de) temps|eine zeit ?lang"
    r"|für (?:eine weile|einige zeit|kurze zeit))\b",
    re.IGNORECASE,
)
# ... the word before a bare count that makes it no spell: a date ("vor", "hace", "há", "il y a", "in", "en", "dans",
# "tra", "nach", "después de") or a rhythm ("alle", "cada", "ogni", "toutes les")
_NOT_A_SPELL_BEFORE = frozenset((
    "vor", "seit", "in", "nach", "binnen", "innerhalb", "alle", "jede", "jeden", "hace", "hacía", "hará", "desde", "en",
    "tras", "cada", "dentro", "de", "del", "a", "há", "ha", "havia", "em", "daqui", "da", "dal", "tra", "fra", "entro",
    "dopo", "ogni", "di", "dans", "après", "depuis", "toutes", "tous", "chaque", "ici", "d'ici", "d’ici", "y",
))
# ... nor one denied, right before it ("nicht für zwei Wochen", "no solo por un mes", "pas pour trois semaines", "non
# solo per un mese": for good; not Portuguese "no" two words before, "trabalho no Porto durante um mês": in the), nor
# one of another clause ("…, donde pasé dos semanas", "…, wo ich zwei Wochen war")
_SPELL_DENIED = re.compile(r"(?:^|\s)(?:nicht|kein|keine|no|non|pas|não|nao|nunca|jamais|nie|mai)"
                           r"(?:\s+(?:nur|solo|sólo|só|soltanto|seulement|juste|uniquement|apenas|somente|solamente))?$",
                           re.IGNORECASE)
_SPELL_OTHER_CLAUSE = re.compile(r"\b(?:donde|wo|où|dove|onde|cuando|quand|quando|während|mientras|mentre|pendant que"
                                 r"|enquanto|weil|porque|parce que|perché|nachdem|bevor|obwohl|aunque|bien que|anche se"
                                 r"|embora|lorsque|als ich|als wir)\b", re.IGNORECASE)
# Portuguese "no / na" (in the) read as English would read "no" (a denial): "Agora trabalho no Nubank"
_PT_IN = re.compile(r"\b(?P<verb>trabalho|moro|vivo|estudo|estou)(?P<now> agora)?\s+n[oa]s?\b", re.IGNORECASE)
# a correction (not "intendevo trasferirmi": I meant to move; "je voulais dire que": I wanted to say that; "je me suis
# trompé de train": I took the wrong train); Italian "ho sbagliato" only said of itself, ending its clause or with what
# was said ("Scusa, ho sbagliato: il corso finisce il 12", "ho sbagliato a scrivere", "avevo sbagliato io"; not "ho
# sbagliato strada", a wrong turn, "ho sbagliato a fidarmi", "non ho sbagliato", "avevo sbagliato io a trasferirmi a
# Parma": a choice regretted); Spanish "me he equivocado", as "me equivoqué", ending its clause or with what was said
# or written ("me equivoqué al escribir", "al poner la dirección"; not "me he equivocado de tren", "al mudarme": a wrong
# choice, "mudándome a Huesca", nor "no me he equivocado", "nunca me equivoqué"). What was said or written is a verb of
# saying, writing, typing or filling in, infinitive or gerund ("ho sbagliato io a digitare / a inserire la città / a
# mettere Rimini / ad indicare", "me equivoqué escribiendo / tecleando / poniendo la dirección / al rellenar el
# formulario"): `_IT_WRITING`, `_ES_WRITING` (not reflexive: "a mettermi", "metiéndome en un piso", a choice)
_IT_WRITING = (r"(?:(?:dir|scriv)\w*|(?:trascriv|digit|inser|indic|compil|riemp|copi|segn|annot|rispond|dett|mett|batt"
               r"|legg|selezion|clicc|comunic|riport|pronunci)(?:are|ere|ire|(?:ar|er|ir)(?:lo|la|li|le|ne|ti|vi|gli|glielo"
               r"|gliela)))")
_ES_WRITING = (r"(?:dec|dic|escrib|transcrib|tecle|apunt|anot|copi|pon|dict|contest|respond|rellen|llen|complet|cumpliment"
               r"|introduc|met|marc|deletre|indic|le|seleccion|puls)(?:ar|er|ir|ír|ando|iendo|yendo|ándo|iéndo|yéndo)"
               r"(?:(?:me|te|se|nos)?(?:lo|la|los|las|le|les)|te)?")
_CORRECTION = re.compile(
    r"(?<!\bnon )\b(?:ho|avevo) sbagliato(?=\s*(?:[,:;.!—–-]|$)|(?: io| prima)\b(?! ad? (?!" + _IT_WRITING + r"\b)\w)"
    r"| ad? " + _IT_WRITING + r"\b)"
    r"|(?<!\bno )(?<!\bnunca )(?<!\bjamás )\bme (?:he equivocado|equivoqué)(?! de\b| al (?!" + _ES_WRITING + r"\b)\w"
    r"|\s+(?!cu[aá]ndo\b|" + _ES_WRITING + r"\b)[a-záéíóúñü]{0,30}?(?:ando|iendo|yendo|ándo|iéndo|yéndo)"
    r"[a-záéíóúñü]{0,6}\b)"
    r"|\b(?:ich meinte|ich habe mich vertan|je voulais dire(?! que\b)|je me suis trompée?(?! de\b| en\b)|quise decir|quis dizer|volevo dire(?! che\b)"
    r"|enganei-me|me enganei|intendevo(?! \w+(?:re|rmi|rsi|rti|rci)\b)|volevo dire(?! che\b)"
    r"|mi sono sbagliat[oa](?! di\b| a\b)|maksud saya|ik bedoelde|я ошиб(?:ся|лась)(?! с\b)|оговорил(?:ся|ась)|я имела? в виду)\b"
    r"|言い間違え\w*|間違えました|訂正します|잘못 말했\w*|잘못 얘기했\w*",
    re.IGNORECASE,
)
# said or put badly: a correction, as `_CORRECTION`'s (a pattern of its own, read only where one of its words is:
# `ledger.gloss`), ending its clause or with "before" ("perdona, me expresé mal: estoy en pediatría", "je me suis mal
# exprimée, je suis à Auray", "mi sono spiegato male prima", "ich habe mich falsch ausgedrückt", "ich habe mich
# versprochen"; not "me expresé mal en la entrevista", "me expliqué mal con mi jefe": a talk that went badly). The
# negation is read back from the verb's first word (a look-behind tried at every position costs 3x the pattern)
_SAID_BADLY = re.compile(
    r"(?:\b(?:me(?<!\bno me)(?<!\bnunca me) (?:expresé|he expresado|expliqué|he explicado)|lo(?<!\bno lo)(?<!\bnunca lo)"
    r" (?:dije|he dicho|escribí|he escrito|puse|he puesto)) mal"
    r"|\b(?:(?:eu )?me(?<!\bnão me)(?<!\bnunca me)(?<!\bnão eu me) (?:expressei|expliquei|exprimi)|expressei-me|expliquei-me"
    r"|exprimi-me) mal"
    r"|\bmi sono(?<!\bnon mi sono) (?:espress|spiegat)[oa] male|\bl['’]ho (?:detto|scritto) male"
    r"|\bje me suis mal (?:exprimée?|expliquée?)|\bje l['’]ai mal (?:dit|écrit)"
    r"|\bich (?:habe|hab) mich (?:falsch (?:ausgedrückt|ausgedrueckt)|versprochen|verschrieben|vertippt))"
    r"(?=\s*(?:[,:;.!—–-]|$)|\s+(?:antes|arriba|hace un momento|há pouco|acima|prima|sopra|avant|tout à l['’]heure"
    r"|plus haut|vorhin|eben|gerade|oben)\b)",
    re.IGNORECASE,
)
# ... its words, looked for first
SAID_BADLY_WORDS = (" mal", "male", "versproch", "verschrieb", "vertippt", "ausgedr")

# chat French drops "ne" ("je fume plus", "j'y vais plus", "je bosse plus chez Orange", "je fais plus de voile depuis
# l'an dernier"): read as "ne … plus" only where "plus" cannot be "more": after the speaker's own verb (je, j', on, nous),
# ending its clause, before "du tout", "jamais", "aucun", "rien", "personne" or an employer ("chez"), or with "depuis" and
# a time later in its clause (not "depuis que": "je fais plus de sport depuis que j'ai un chien" is more of it); never
# with a comparison in its clause ("que", "qu'avant"), nor a verb that wants, can, is or has ("je veux plus de café",
# "je suis plus grand", "j'ai plus de temps": more)
_FR_CHAT_NO_LONGER = (
    r"|(?P<fr3s>\b(?:je|on|nous)\s+(?:(?:y|en)\s+)?|\bj['’]\s?(?:y\s+|en\s+)?)"
    r"(?P<fr3>(?!(?:ne|n['’]|pas|suis|sommes|est|ai|avons|a|veux|voulons|voudrais|peux|pouvons|pourrais|dois|devrais"
    r"|sais|aime|aimerais|adore|préfère|prefere|préférerais|mérite|gagne|gagnerais|espère|crois|pense|trouve)\b)"
    r"[a-zàâçéèêëîïôûùœ]{2,20})\s+plus\b"
    r"(?![^.!?;,\n]{0,80}?\bqu(?:e\b|['’]))"
    r"(?=\s*(?:[.,;:!?\n]|$)|\s+(?:du tout|jamais|aucune?|rien|personne|chez)\b"
    # (a month after "depuis" is already glossed "as of March" by then: `ledger.gloss._since` reads first)
    r"|[^.!?;,\n]{0,60}?\b(?:depuis\b(?!\s+qu)|as of\b))"
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
    + _FR_CHAT_NO_LONGER +
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
