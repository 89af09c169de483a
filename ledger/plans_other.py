"""A plan said in French, Italian, Spanish, Portuguese or German (and in English with a condition after the value):
`planned_other`, read by `ledger.assertion.unasserted` beside its English and Chinese `_PLAN` / `_FUTURE`.

Kept apart from `ledger.assertion` because these are other languages' words for the same reading, and each review
adds to them."""

from __future__ import annotations

import re

from ledger.clauses import last_match

# What `_PLAN` and `_FUTURE` read in English and Chinese, as these languages say it (`ledger.gloss` writes no plan word
# in English: "peut-être" glossed as "maybe" would reach every reader). A plan asserts nothing of the present, so the
# value named in it is refused, and the held one still holds (set 7; seed 000 记忆只存用户明说的):
# - a "maybe" before the value in its clause: "L'anno prossimo forse ci trasferiamo a Lecco", "je passerai peut-être
#   à mi-temps", "Quizás nos mudemos a Pamplona", "Vielleicht ziehen wir nach Bonn" (as "maybe", "perhaps");
# - "going to", "about to", "planning", "thinking of", "hoping", "wanting" right before a verb of change: "Me van a
#   trasladar a la oficina de Pamplona", "On va déménager à Lyon", "Stiamo pensando di trasferirci a Lecco", "Wir
#   überlegen, nach Bonn zu ziehen" (as "going to move", "thinking of moving");
# - a time to come that cannot be a past one, and a verb of change not yet made, in the value's clause: "Nos mudamos a
#   Valencia el mes que viene", "L'anno prossimo ci trasferiamo a Lecco" (as "I'm moving to Lyon next month");
# - a verb of change not yet made, then a condition or a wait-and-see after the value in its sentence: "je passe à
#   mi-temps, si la direction accepte", "ci trasferiamo a Lecco, vediamo", "ziehen nach Bonn, wenn alles klappt".
# A verb of change not yet made is an infinitive, a present or a future, never a past ("déménagé", "trasferito", "me
# mudé", "mudei", "umgezogen": those are told changes, `ledger.gloss`); a settled date the caller gives is no plan
# (`plans` False: "Je commence à Lyon le 1er mars", dated).
_MAYBE_OTHER = re.compile(r"\b(?:peut-être|peut-etre|peut être|forse|quizás?|quizas?|tal vez|a lo mejor|vielleicht"
                          r"|talvez|se calhar)(?![\w-])")
# ... not a maybe of a duration: a count of time after it, a word of duration before it ("seit vielleicht fünf Jahren",
# "da forse dieci anni", "depuis peut-être deux ans", "desde hace quizás diez años" say how long the user has lived
# there; "peut-être un jour" is a maybe of the fact, and so is a wait before the change: "Quizás un año más y nos
# mudamos a Pamplona", "Talvez dois anos e mudamos para o Porto")
_DURATION_BEFORE = re.compile(r"\b(?:seit|da|dal|depuis|desde|hace|há|ha|fa|fait|faz|il y a|for|pendant|durante|per"
                              r"|sono|son|sind)\s+(?:(?:déjà|già|ya|já|schon|bien|hace)\s+)?$")
_DURATION_AFTER = re.compile(
    r"\s+(?:\d+|une?|uno|una|ein\w*|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|zwölf|zwanzig|deux|trois|quatre"
    r"|cinq|six|sept|huit|neuf|dix|vingt|quinze|due|tre|quattro|cinque|sei|sette|otto|nove|dieci|venti|quindici|dos|tres"
    r"|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|quince|dois|duas|três|quatro|oito|dez|vinte|quelques|qualche|pochi"
    r"|algunos|unos|alguns|ein paar|mehrere|plusieurs)\s+(?:ans?|années?|mois|semaines?|jours|anni|anno|mesi|mese"
    r"|settimane?|giorni|años?|mes|meses|semanas?|días|anos?|mês|dias|jahre\w*|jahr|monate\w*|monat|wochen?|tagen?)\b")
# the verbs of change, in any form (after "going to": "me van a trasladar", "vou ser transferido", "je vais être muté")
_CHANGE_ANY = (r"(?:déménag|demenag|mut[ée]|install|trasferi|trasloc|spost|mud|traslad|transfer|umzu?zieh|umgezogen"
               r"|zieh|wechsel|wechsl|umsteig|umzusteig|versetz)\w*")
# ... not yet made: an infinitive, a present or a future (the Romance pasts end otherwise; German's are "umgezogen",
# "gewechselt", "zog", never these)
_CHANGE_TO_COME = re.compile(
    r"\b(?:déménag(?:e|es|ent|eons|ez|er|erai|eras|era|erons|erez|eront)"
    r"|pass(?:e|es|ent|ons|ez|er|erai|eras|era|erons|erez|eront)\s+(?:[\w-]+\s+){0,2}?(?:à|au|aux|en|chez)"
    r"|trasferi(?:rsi|rmi|rci|rti|re|sco|sci|sce|amo|te|scono|rò|rai|rà|remo|rete|ranno)"
    r"|traslo(?:co|chi|ca|chiamo|cate|cano|care|cherò|cherà|cheremo|cheranno)"
    r"|spost(?:o|iamo|ate|ano|are|arsi|armi|arci|erò|erà|eremo|eranno)"
    r"|pass(?:o|iamo|ate|ano|are|erò|erà|eremo|eranno)\s+(?:[\w-]+\s+){0,2}?(?:a|al|alla|in)"
    r"|mud(?:o|as|a|amos|an|am|ar|arme|arte|arse|arnos|aré|arás|ará|aremos|arán|arei|arão|e|es|emos|en|em)"
    r"|traslad(?:o|as|a|amos|an|ar|arme|arte|arse|arnos|aré|ará|aremos|arán|e|en)"
    r"|pas(?:o|as|a|amos|an|ar|aré|ará|aremos|arán)\s+(?:[\w-]+\s+){0,2}?(?:a|al)"
    r"|transfer(?:ir|ire|irei|iremos|irá|irão)"
    r"|(?:um)?zieh(?:e|en|t|st)|umzuziehen|wechs(?:le|eln|elt|elst|ele)|umsteig(?:e|en|t)|umzusteigen)\b")
# going to, about to, planning, thinking of, hoping, wanting: then a verb of change, two words after it at most (in
# German at the clause's end, after the value: "Wir wollen nach Bonn umziehen", "Wir überlegen, nach Bonn zu ziehen")
_INTENT_OTHER = re.compile(
    r"\b(?:je vais|tu vas|il va|elle va|on va|nous allons|vous allez|ils vont|elles vont|envisag\w*|prévoi[st]"
    r"|prévoyons|espér\w*|espère|aimeri\w*|aimer(?:ais|ait|ions|iez|aient)|voudri\w*|voudrais|voudrait|pens(?:e|ons|ez|ent) à"
    r"|st(?:o|ai|a|iamo|ate|anno) per|pens(?:o|iamo|ate|ano|ando|avo|avamo) di|pianific\w*|(?:ho|abbiamo) intenzione di"
    r"|intend(?:o|iamo|e)|vorr(?:ei|emmo|ebbe)|vogli(?:o|amo)|sper(?:o|iamo) di|valut(?:o|iamo|ando) di"
    r"|(?:voy|vas|va|vamos|vais|van) a|pens(?:ando|amos|ábamos|aba) en|plane(?:o|as|a|amos|an|ando|ábamos)"
    r"|(?:tengo|tenemos) pensado|esper(?:o|amos)|quier(?:o|e|en)|queremos|(?:me|nos) gustar[íi]a|consider(?:ando|amos)"
    r"|vou|vai|vão|vao|pens(?:o|amos|ando) em|planej\w*|quer(?:o|emos)|gostar[íi](?:a|amos)"
    r"|überleg\w*|plan(?:e|en|t)|(?:habe|haben|hat) vor|vorhaben|hoff(?:e|en|t)|woll(?:en|t)|ich will|möchte\w*"
    r"|würden? gerne?)\b")
# a condition opening the value's clause, a verb of change after it
# (not "se" of a reflexive past: "Se mudou para o Porto", "Se mudó a Málaga")
# (not "si bien", Spanish "although", French "so that": "Si bien me mudé a Pamplona, sigo …"; nor an aside: "si mal no
# recuerdo", "se non sbaglio", "wenn ich mich recht erinnere", as English "if I remember rightly")
_ASIDE_OTHER = (r"(?!\s+bien\b)(?!\s+mal no recuerdo\b)(?!\s+no me equivoco\b)(?!\s+(?:je ne me trompe|je me souviens bien"
                r"|non (?:sbaglio|ricordo male)|ricordo bene|n[ãa]o me engano|bem me lembro|(?:tu veux|vous voulez|quieres"
                r"|vuoi|queres) (?:savoir|saber|saperlo|sapere)"
                # (if you are interested, if you did not know: "si te interesa", "se ti interessa", "si ça t'intéresse")
                r"|(?:te|ti|le|les|vi|lhe) interess?\w*|ça (?:t|vous)['’]intéresse|no lo sab[íi]as|non lo sapevi"
                r"|n[ãa]o sabias)\b)")
_ASIDE_DE = r"(?!\s+ich mich (?:recht erinnere|nicht irre|richtig erinnere)\b)(?!\s+du (?:es )?wissen willst\b)"
_IF_OTHER = re.compile(r"\s*(?:(?:y|e|et|und|ma|mais|pero|aber|mas)\s+)?(?:si" + _ASIDE_OTHER
                       + r"|s['’]ils?|se(?!\s+\w+(?:ó|ou|aron|aram|eron|iu)\b)" + _ASIDE_OTHER
                       + r"|(?:wenn|falls)" + _ASIDE_DE + r"|sofern|qualora|caso|nel caso|en caso de que|au cas où)\b")
_CHANGE_ANY_OTHER = re.compile(r"\b" + _CHANGE_ANY)
_CHANGE_AFTER_INTENT = re.compile(r"[,\s]+(?:[\w'’-]+\s+){0,2}?(?:(?:être|ser|essere)\s+)?(?:[mtsn]['’])?"
                                  + _CHANGE_ANY)
_INTENT_THEN_VALUE = re.compile(r"\s*,\s*(?:[\w'’-]+\s+){0,3}")
_CHANGE_LAST = re.compile(r"\s*(?:[\w'’-]+\s+){0,2}?(?:zu\s+)?" + _CHANGE_ANY)
# a time to come that is never a past one
_TO_COME_OTHER = re.compile(
    r"\b(?:(?:l['’]année|le mois|la semaine|l['’]an|l['’]été|l['’]hiver|l['’]automne|le printemps|la rentrée)"
    r" prochaine?|prochaine? (?:année|mois|semaine|rentrée)|bientôt|dans (?:\d+|un|une|deux|trois|quelques) (?:mois|ans"
    r"|années|semaines)|à partir de la rentrée"
    r"|(?:l['’]anno|il mese|la settimana|l['’]estate|l['’]inverno|l['’]autunno|la primavera) prossim[oa]"
    r"|prossim[oa] (?:anno|mese|settimana|estate|inverno|autunno|primavera)|(?:tra|fra) (?:\d+|un|una|due|tre|qualche"
    r"|pochi) (?:mesi|anni|settimane|mese|anno)"
    r"|(?:año|mes|semana|verano|otoño|invierno|primavera) (?:que viene|próxim[oa]|proxim[oa]|entrante)"
    r"|(?:el|la) (?:próxim[oa]|proxim[oa]) (?:año|mes|semana|verano|otoño|invierno|primavera)|dentro de (?:\d+|un|una"
    r"|unos|unas|dos|tres|pocos) (?:meses|años|semanas|mes|año)"
    r"|(?:ano|mês|mes|semana) que vem|(?:o|no|a|na) (?:próxim[oa]|proxim[oa]) (?:ano|mês|semana)|daqui a (?:\d+|um|uma"
    r"|dois|duas|alguns|algumas|poucos) (?:meses|anos|semanas)|em breve"
    r"|nächste[nsmr]? (?:jahr|monat|woche|frühling|frühjahr|sommer|herbst|winter)|(?:im|in) (?:\d+|einem|zwei|drei"
    r"|ein paar|wenigen) (?:monaten|jahren|wochen|monat|jahr)|demnächst)\b")
# after the value, in its sentence: a condition opening a clause ("si la direction accepte", "wenn alles klappt", "if
# the sale goes through"), or a wait-and-see ("vediamo", "on verra", "ya veremos", "mal sehen", "we'll see"); not an
# aside ("if you must know", "if I remember rightly")
_IF_OR_SEE_AFTER = re.compile(
    r"(?:^|[,;:(]\s*|\s)(?:(?:if|unless|provided|providing|assuming|as long as|so long as)\b(?!\s+(?:you (?:must"
    r"|remember|recall|care|ask|wonder\w*|want to know|need to know|didn't know|hadn't heard|(?:need|want) to (?:reach"
    r"|contact|call|find|know))|anyone (?:asks|wonders)|that (?:matters|helps)|it (?:matters|helps)|i (?:recall"
    r"|remember)|memory serves|i['’]m (?:being )?honest"
    # a concessive "if", no condition: "went fine, if a bit chaotic"
    r"|a bit|a little|a tad|a touch|slightly|somewhat|rather)\b)"
    r"|(?:wenn|falls)\b" + _ASIDE_DE + r"|(?:sofern|qualora)\b"
    # (Italian impersonal "si": "si vive bene", "si fa prima")
    r"|(?<![^\s,;:(])(?<![^,;:(]\s)(?:si\b" + _ASIDE_OTHER + r"|s['’]ils?\b|caso\b)(?!\s+(?:è|e['’]|sta|può|fa|vive"
    r"|risparmia|arriva)\b)"
    r"|se (?:tutto va bene|va tutto bene|tudo (?:der certo|correr bem))\b"
    # Italian and Portuguese "se" opening a clause after a comma (not a reflexive: "se mudou", "se ne va")
    r"|(?<![^\s,;:(])(?<![^,;:(]\s)(?<!^)se\b" + _ASIDE_OTHER + r"(?!\s+(?:ne\b|n['’]|\w+(?:ó|ou|aron|aram|eron|iu)\b))"
    r"|(?:vediamo|vedremo|si vedrà|on verra|on va voir|ya veremos|ya se verá|veremos|vamos ver|mal sehen|mal schauen"
    r"|we['’]ll see|let['’]s see|fingers crossed)\b)")
_JOINED_CLAUSE = re.compile(r"\s(?:and|but|so|then|et|mais|puis|e|ma|poi|y|pero|und|aber|dann|mas)\s")
# an English verb of change not yet made (before a condition after the value: "we'll move to Garstang if we get the
# house"; not "moved", a change told)
_CHANGE_TO_COME_EN = re.compile(r"\b(?:move|moving|switch|switching|relocate|relocating|migrate|migrating|transfer"
                                r"|transferring|join|joining|start|starting)\b")
# ... after a determiner it is a noun ("the move", "our switch"): a change to come only when its own verb is one to
# come, a modal before it ("we'll make the move to Garstang", "I'm going to make the switch to Vim") or a verb of what
# is to come right after the value ("the move to Garstang happens in June", "our move to Garstang is planned for June");
# with a past verb or none it is a change told or no change ("made the switch to Vim", "the move went fine")
_DETERMINER_EN = r"(?:the|a|an|my|our|this|that|his|her|their|your)\s+$"
_NOUN_EN = re.compile(r"\b" + _DETERMINER_EN)
_NOUN_AFTER_MODAL = re.compile(r"(?:\b(?:will|shall|gonna|would|might|could|may|should|(?:going|about) to)|['’]ll)\s+"
                               r"(?:(?:make|do|take|get|have)\s+)?" + _DETERMINER_EN
                               + r"|['’]d\s+(?:make|do|take)\s+" + _DETERMINER_EN)
_NOUN_TO_COME = re.compile(r"\s+(?:(?:is|are|['’]s)\s+(?:(?:now|still|all|provisionally|tentatively|finally)\s+)?"
                           r"(?:planned|scheduled|set|booked|due|happening|pencilled|penciled|slated|expected|going ahead"
                           r"|on)|(?:will|shall|should|would|could|might|may|['’]ll)\s+(?:\w+\s+)?(?:happen|be|go|take"
                           r"|start|begin)|happens|goes ahead|takes place|starts|begins|kicks off)\b")
# ... said in the bare present (no "will", "'ll", "going to", no "-ing"): a routine as well as a plan ("I start work at
# 7am, unless I'm on lates"), read as a routine beside a clock time or a word of habit
_BARE_EN = re.compile(r"\b(?:move|switch|relocate|migrate|transfer|join|start)\b")
# ... unless a time to come dates it: "From next week I start at 7am, if the new rota is approved" (not "from Monday to
# Friday", a routine's days)
_DAYS_EN = r"monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_TO_COME_EN = re.compile(
    r"\b(?:(?:from|starting|as of|as from|beginning|effective)\s+(?:next\s+\w+|tomorrow|(?:this\s+|next\s+)?(?:"
    + _DAYS_EN + r"|january|february|march|april|may|june|july|august|september|october|november|december)"
    r"|the\s+\d{1,2}(?:st|nd|rd|th)?)\b(?!\s*(?:(?:to|till|until|through|thru)\b|[-–]))|(?:next\s+(?:week|month|year"
    r"|" + _DAYS_EN + r")|tomorrow|soon)\b)")
_MODAL_EN = re.compile(r"\b(?:will|shall|gonna|to|would|might|could|may|should|can)\s+(?:\w+\s+)?$|['’](?:ll|d)\s+"
                       r"(?:\w+\s+)?$")
_ROUTINE = re.compile(r"\b(?:\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm|a\.m|p\.m|o['’]clock|uhr)|\d{1,2}[:h]\d\d|always|usually"
                      r"|normally|every|each|weekdays|sempre|siempre|toujours|immer|ogni|todos los|todas las|tous les"
                      r"|toutes les|jeden|jede|d['’]habitude|di solito|normalmente|de costume|habitualmente|meistens"
                      r"|gewöhnlich)\b")
# a past time in the value's clause: a change told, not one to come ("Made the switch to Vim last week, let's see …",
# "Nos mudamos a Pamplona el año pasado y …")
# ("il y a", "hace" only before a span of time: "s'il y a un poste", "si la empresa nos hace una oferta" are no time)
_SPAN = (r"(?:\d+|un|une|una|unos|unas|deux|trois|quelques|plusieurs|dos|tres|algunos|algunas|pocos|pocas|varios"
         r"|varias)\s+(?:ans?|années?|mois|semaines?|jours?|heures?|años?|mes|meses|semanas?|días?|horas?|rato)")
_PAST_TIME = re.compile(
    r"\b(?:last (?:week|month|year|spring|summer|autumn|fall|winter|time)|yesterday|\w+ ago|(?:l['’]année|la semaine"
    r"|l['’]an|l['’]été|l['’]hiver|l['’]automne|le printemps|le mois) dernière?|il y a (?:peu|longtemps|" + _SPAN + r")"
    r"|(?:l['’]anno|il mese|la settimana|l['’]estate|l['’]inverno|l['’]autunno|la primavera) scors[oa]|ieri|(?:el|la)"
    r" (?:año|mes|semana|verano|otoño|invierno|primavera) pasad[oa]|ayer|hace (?:poco|mucho|tiempo|" + _SPAN + r")"
    r"|(?:no|o|na|a) (?:ano|mês|semana|verão|inverno|outono) passad[oa]|ontem|letzte[nsmr]? (?:jahr|monat|woche"
    r"|frühling|frühjahr|sommer|herbst|winter)|gestern|vor (?:\d+|einem|einer|zwei|drei|ein paar) (?:jahren|monaten"
    r"|wochen|tagen))\b")
# ... but a past time before a verb of deciding, agreeing, saying or learning dates that verb, not the change it tells
# of ("Ayer decidimos que nos mudamos a Valencia el mes que viene", "Last week we decided we'll move to Garstang if
# ..."), and one in the condition after the value dates the condition ("... unless the buyer from last week pulls out")
_DECIDED = re.compile(
    r"\b(?:decided|agreed|said|told|announced|confirmed|promised|found out|learn[et]d?|heard|decid\w+|acord\w+"
    r"|dij\w+|anunci\w+|confirm\w+|prometi\w+|décid\w+|convenu\w*|dit|annonc\w+|promis|deci[sd][oaie]|concordat\w+"
    r"|detto|promess\w+|combin(?:amos|ei|ou|aram)|disse\w*|beschlossen|entschieden|vereinbart|gesagt|angekündigt"
    r"|bestätigt|versprochen|erfahren)\b")
# a condition opening the sentence, the value in a clause after it: "Si tout va bien, on déménage à Grenoble", "Se
# troviamo casa, ci trasferiamo a Lecco", "Falls wir das Haus bekommen, ziehen wir nach Bonn", "If we find a house,
# we'll move to Garstang" (not an aside: "if you must know")
_IF_OPENING_EN = re.compile(r"\s*(?:if|unless|provided|providing|assuming|as long as|so long as)\b(?!\s+(?:you (?:must"
                            r"|remember|recall|care|ask|wonder\w*|want to know|need to know)|anyone (?:asks|wonders)"
                            r"|i (?:recall|remember)|memory serves|i['’]m (?:being )?honest)\b)")
# after a plan word, what keeps the held value: "but", staying, leaving it ("Peut-être que je reste à Lyon")
_PLAN_UNDONE_OTHER = re.compile(
    r"\b(?:mais|ma|però|pero|aber|sondern|mas|rest(?:e|es|ent|ons|er|erai|erons|eront)|rest(?:o|iamo|are|erò|eremo)"
    r"|rimang\w*|rimaner\w*|rimarr\w*|qued(?:o|a|amos|an|ar|arme|arnos|aré|aremos)|fic(?:o|a|amos|am|ar|arei|aremos)"
    r"|bleib\w*|quitt\w*|lasci\w*|dej(?:o|ar|aré|aremos)|deix(?:o|ar|arei)|verlass\w*|toujours|encore|ancora|todavía"
    r"|todavia|sigo|seguimos|noch)\b")


def planned_other(head: str, tail: str, sentence_head: str, after: str, value: str = "") -> bool:
    """A plan said in French, Italian, Spanish, Portuguese or German, or in English with a condition after the value
    (`head`: the value's clause before it; `tail`: the clause after it; `sentence_head`, `after`: its sentence before
    and after it; `value`: the value as written there)."""
    maybe = None
    for found in _MAYBE_OTHER.finditer(head):
        if not (_DURATION_AFTER.match(head, found.end()) and _DURATION_BEFORE.search(head, 0, found.start())):
            maybe = found  # (the last one not of a duration)
    if maybe is not None and not _PLAN_UNDONE_OTHER.search(head, maybe.end()):
        return True
    intent = last_match(_INTENT_OTHER, head)
    if intent is not None and not _PLAN_UNDONE_OTHER.search(head, intent.end()) and (
            _CHANGE_AFTER_INTENT.match(head, intent.end()) or _CHANGE_LAST.match(tail)):
        return True
    if intent is None and _CHANGE_LAST.match(tail):  # "Wir überlegen, nach Bonn zu ziehen": the intent, a comma
        intent = last_match(_INTENT_OTHER, sentence_head)
        if intent is not None and _INTENT_THEN_VALUE.fullmatch(sentence_head, intent.end()):
            return True
    if _IF_OTHER.match(head) and (_CHANGE_ANY_OTHER.search(head) or _CHANGE_LAST.match(tail)):
        return True  # "Si al final nos mudamos a Málaga, te aviso", "Wenn wir nach Bonn ziehen" (as "if", `_PLAN`)
    # what follows reads the value's own clause, up to any "and" after the value: a time to come, a change or a
    # condition after it is another thing's ("Wir wohnen in Bonn und wechseln nächstes Jahr den Stromanbieter"); a
    # past time in it, after any verb of deciding and before any condition, tells a change made ("Nos mudamos a
    # Pamplona el año pasado")
    joined = _JOINED_CLAUSE.search(tail)
    own = tail[: joined.start()] if joined else tail
    said = head + own
    decided = last_match(_DECIDED, head)
    condition = _IF_OR_SEE_AFTER.search(own)
    dated = head[decided.end() if decided else 0:] + own[: condition.start() if condition else len(own)]
    if _PAST_TIME.search(dated) or _PLAN_UNDONE_OTHER.search(said):
        return False
    to_come = _CHANGE_TO_COME.search(said) is not None
    if to_come and _TO_COME_OTHER.search(said):
        return True
    english = last_match(_CHANGE_TO_COME_EN, head)
    if english is not None and _NOUN_EN.search(head, 0, english.start()):
        if not (_NOUN_AFTER_MODAL.search(head, 0, english.start()) or _NOUN_TO_COME.match(own)):
            english = None  # a noun of change told or with no verb to come: "Made the switch to Vim, fingers crossed"
    elif english is not None and _BARE_EN.fullmatch(english.group()) and not _MODAL_EN.search(
            head, 0, english.start()) and _ROUTINE.search(said + value) and not _TO_COME_EN.search(sentence_head + own):
        english = None  # a routine: "I start work at 7am, unless I'm on lates" (not "From Monday I start at 7am, ...")
    if not (to_come or english is not None):
        return False
    prior = sentence_head[: len(sentence_head) - len(head)]
    if prior and (_IF_OTHER.match(prior) or _IF_OPENING_EN.match(prior)):
        return True  # a condition in its own clause before the value's: "Si tout va bien, on déménage à Grenoble"
    # the condition in the value's own clause, before any "and" ("we're moving to Leeds and I'll tell you if ..." is
    # no condition of the move), or opening the clause right after it ("..., si la direction accepte")
    return _IF_OR_SEE_AFTER.search(tail, 0, joined.start() if joined else len(tail)) is not None or (
        joined is None and _IF_OR_SEE_AFTER.match(after, len(tail)) is not None)


def to_come_on_condition(verb: str, rest: str) -> bool:
    """Is `verb`, a verb of change, one not yet made ("mudamos" is a present as well as a preterite, "déménage",
    "ziehen") with a condition or a wait-and-see opening a clause later in its sentence (`rest`, up to any "and")?
    "Nos mudamos a Pamplona en otoño, si nos dan la hipoteca" is a plan, not a move told: `ledger.gloss` leaves it
    unglossed, for `planned_other` to read."""
    if _CHANGE_TO_COME.search(verb.lower()) is None:
        return False
    rest = rest.lower()
    joined = _JOINED_CLAUSE.search(rest)
    own = rest[: joined.start()] if joined else rest
    condition = _IF_OR_SEE_AFTER.search(own)  # (a past time in the condition is the condition's)
    return condition is not None and _PAST_TIME.search(own, 0, condition.start()) is None
