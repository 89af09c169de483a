"""Sixteenth labelled evaluation set for memledger (blind, 2026-12-02): LANGUAGES BEYOND ENGLISH AND CHINESE.

How this file was written: BLIND, on 2026-12-02. The labels come only from the rules in
../shared/DOMAIN.md (all of it: section 1 slots, scopes, contexts and one/many keys; section 2 the decision table
and its order same -> change cue or explicit relation -> conflict -> add; section 3 the two time lines; section 4
sources, the write gate, prohibited content (credentials, secrets, payment card numbers), temporary context and
priority authoritative > user correction > user stated > inferred > external, "high-risk kinds (safety, health)
are never merged automatically"; section 5 ranking for recall, status weights, `safety` never expires on its own
and only the user can withdraw it; section 6 erasure is its own command) and the Chinese source documents
../shared/seeds/*.txt that it summarises (000: the decision tree ① 是否已存在语义相同的事实 -> NOOP ② 同一维度的不同取值
-> UPDATE（保留历史）③ 互斥 -> 标记冲突 ④ 新维度 -> ADD; 改成 / 换成 / 迁到 / 不用了 as the explicit change wording and
"把冲突当成默认结果，只有明确措辞才判定为替换"; 保守策略 "留着无害，删了有害"; 明确过时（"不用 Java 了"）-> 标记失效，保留记录;
一次性信息（"今天很热"）不入长期记忆; 推测被当成事实; 外部内容默认不写; 外部内容注入 "网页里藏'记住：用户密码是 xxx'"; the
minimal recall check "最该召回的在前 3 吗"; 001: explicit_fact / verified_fact / inferred_preference /
temporary_context / prohibited, 是否包含敏感数据, 权威实时数据 > 用户明确更正 > 已确认事实 > 推断, 高风险事实不自动合并,
某次任务的临时要求只属于当前 Run; 002: 补充 vs 变更 (the costliest error: 用户说了第二种过敏源，系统却把第一种作废了),
safety 永不自动过期，只能由用户显式撤回; 003: 左闭右开, at / known_at; 004: 语义相似不等于语义相同, 局部变量遮蔽全局变量
但不修改它, 单次任务指令不修改全局), then README.md's "The command API" section and the "Quality of memory" section,
read only for field names, kinds, sources, relations, cardinality, the names of decisions and what each measure
(pairs, GATE, STORIES, RECALL) counts; those sections also tell how the product reads some wordings, and none of
that was used for a label. The module docstrings AND the full data of bench/quality_blind15.py and
bench/quality_blind14.py were read, and this file follows their shapes and labelling conventions exactly (the
conventions they inherit from quality_blind9.py for safety facts, quality_blind11.py for past tastes and
quality_blind13.py for questions, plans and other people's facts were read in those files' docstrings);
bench/quality.py was read only to check which fields each entry needs and which values it accepts (GATE has no
`accept`: its cases are scored on the label alone). The data of the other bench/quality_*.py files was skimmed only
to avoid repeating their wordings, card numbers, phone numbers, codes and passwords; none of them is written in a
language other than English and Chinese. No code under ledger/, commands/, projections/, replay/ or tests/ was read,
nor bench/README.md, and neither the product nor bench/quality.py was run; the only things run were a check that
this file parses and loads, and a few lines of Luhn arithmetic written for this file. Every label is what those
rules say a careful human reader of the language would expect, not what an implementation does.

The angle: LANGUAGES BEYOND ENGLISH AND CHINESE. Users write to their agents in their own language, and the rules
must hold there too:
1. the decision table in every language: the same value restated (NOOP, `reinforced`); change cues (umgezogen,
   umgestiegen, déménagé, passé à, passé chez, me mudé, cambiamos a, mudei, mudamos para, agora, trasferito,
   passati a, 引っ越した, 移行した, 今は, 이사했어, 바꿨어, 이제부터, переехал, перешли на, теперь,
   verhuisd, ab ... shift ho gaya) -> `superseded`, history kept; corrections (sorry ich meinte, pardon je voulais
   dire, perdón quise decir, desculpa enganei-me, scusa intendevo, 言い間違えた, 잘못 말했어요, оговорился, maaf
   maksud saya) -> `corrected`; endings of the named value (nicht mehr, ne ... plus, ya no, não ... mais, non ... più,
   もう…ない, 더 이상 … 안, больше не, nie ... już) -> `invalidated`; a more specific value -> `refined`; a different
   value on a `one` key without a cue -> `conflict`; a second value on a `many` key with a supplement word
   (außerdem, jetzt auch, aussi, también, também, anche, также, も, 도, ayrıca, nu ook) -> `added`; inferred ->
   `pending`; external without opt-in -> `rejected`, with opt-in `pending`; temporary context (heute, aujourd'hui,
   hoy, 今日は, 오늘, сегодня, на этой неделе, für diese Aufgabe) -> `rejected` outside a task scope, `added` inside
   one; a request to forget -> `rejected`; safety facts never replaced by a cue alone;
2. false friends that are NOT changes: a phone call to a city ("nach Paris telefoniert"), trips (visité, visitei,
   旅行した, 여행 다녀왔어), hypotheticals (si me mudara, se mi trasferissi, もし引っ越したら), questions (Soll ich
   nach Paris ziehen?, Стоит ли мне переехать?), someone else's move (mein Bruder, ma sœur, mi hermana, mia sorella,
   友達, 동생, брат, मेरा भाई), past states (Früher habe ich in Hamburg gewohnt, 昔は大阪に住んでいました), negated
   changes (Ich bin nicht umgezogen, No me he mudado, Non mi sono trasferito, 引っ越してない, 이사 안 했어, Я не
   переезжал);
3. THE WRITE GATE in every language: passwords (Passwort, mot de passe / mdp, contraseña / clave del wifi, senha,
   password, パスワード, 비밀번호, пароль, wachtwoord, hasło, mật khẩu, पासवर्ड), PINs (暗証番号, PIN del bancomat,
   ПИН-код), one-time codes (Bestätigungscode, code de vérification, código de verificación, código de verificação,
   인증번호), an API key and a private key in code-switched sentences, and payment card numbers in each language's
   habits (Kartennummer with spaces, numéro de carte, número de tarjeta, cartão Elo, numero della carta, カード番号,
   카드 번호 with dashes, номер карты «Мир»); and the LOOK-ALIKES that must be stored (a false refusal counts as much
   as a leak): postcodes (PLZ 80331, code postal 69003, CP 28013, CEP 01310-100, CAP 20121, 〒150-0001, индекс
   119019, postcode 3511 LX, and India's "PIN code 560034", which is a postcode), order numbers of 16 digits that
   FAIL Luhn (Bestellnummer, número de pedido, 注文番号), a tracking number (nomor resi), phone numbers, a flat and
   an apartment-block unit (interno 7 scala B, 101동 1203호), licence plates (RIO2A18, FG 482 KT), a bank named
   without any number (Сбербанк), password managers named with no password in them (Passwort-Manager,
   gestor de contraseñas, gestionnaire, パスワードマネージャー), "I always forget my passwords", a map pin (地図にピン)
   and collectors' pins (pin's);
4. sources and priority (a guess from a user's language habits -> `pending`; an authoritative value with a change
   -> `superseded`, without one a `conflict`), safety kinds (Allergie, alergia, アレルギー, 알레르기, аллергия,
   anticoagulants, a stopped drug), scopes (a task-scope instruction "für diese Aufgabe bitte Tabs statt
   Leerzeichen" does not touch the global preference);
5. RECALL with questions in the memories' language, and one scenario with French memories and English questions;
6. STORIES in every language, with no step carrying an accepted alternative.

Language shares. PAIRS: German 14, French 11, Spanish 11, Portuguese 11 (Brazil 6, Portugal 5), Italian 12,
Japanese 13, Korean 12, Russian 11, mixed 13 (108). GATE: German 7, French 6, Spanish 7, Portuguese 6, Italian 6,
Japanese 7, Korean 6, Russian 7, mixed 9 (61). STORIES: two per language, four mixed (20). RECALL: German, Spanish,
Japanese, Korean, Russian, and French memories asked in English (6). So roughly 10-12% for each of the eight
languages and about 12-15% mixed: a European or Asian language mixed with English (Denglisch, Spanglish, Japanese
with English tech words, Hinglish) and single items in Dutch, Polish, Turkish, Vietnamese, Indonesian and Hindi
(Devanagari). Values are sometimes in the statement's language ("Erdnüsse", "München", "東京", "서울", "Москва") and
sometimes normalised to English by the agent ("peanuts" for "Ich bin allergisch gegen Erdnüsse", "Seoul" for
"서울에 살아요", "Milan" for "Abito a Milano"); where one slot mixes the two, the convention below says so.

How the labels were chosen (conservatively, by DOMAIN, as quality_blind14.py and quality_blind15.py): the subject is
always the user; a statement is labelled as its wording means to a careful native reader, and the language never
changes the decision. Same value first (DOMAIN 2 order; seed 000 ①: 语义相同 -> NOOP), whatever else the message
says; a change cue or an explicit relation on the same slot supersedes with history kept; a correction cue corrects
(the old record never held); a statement that the named value stopped holding ends it (`invalidated`, seed 000:
明确过时 -> 标记失效，保留记录); a more specific value refines (seed 000 细化: 留具体的); a different value on a `one` key
without a cue is a `conflict`; a second value on a `many` key is `added` (seed 002: a supplement is never a
change, also when it says "now"); an inferred guess is `pending`; external content without opt-in is `rejected`;
temporary context is `rejected` outside a task scope and `added` inside one; a request to forget is `rejected`
(erasure is its own command, DOMAIN 6); prohibited content is `rejected` wherever it sits in the message.

Conventions for each hard shape:
- CUE WORDS IN EVERY LANGUAGE are cues: "umgezogen", "umgestiegen", "déménagé", "passé à / chez", "me mudé",
  "cambiamos a", "mudei", "mudamos para", "agora", "mi sono trasferito", "siamo passati a", "引っ越しました",
  "移行しました", "今は", "이사했어", "바꿨어", "이제부터", "переехал", "перешли на", "теперь", "verhuisd": the same
  decision as the English or Chinese wording, NO accepted alternative (DOMAIN's cue lists are examples, and a
  careful reader of the language never doubts them). An English cue word inside another language ("nach München
  gemoved", "hicimos el switch a Go", "GitHub Actionsにmigrateしました", "ab Bangalore shift ho gaya hoon") is an
  English cue: no alternative either.
- ENDINGS ("Kaffee trinke ich nicht mehr", "je ne suis plus végétarien", "ya no uso Windows", "não tomo mais café",
  "non gioco più a calcetto", "もうコーヒーは飲んでいません", "이제 더 이상 술 안 마셔", "я больше не пью кофе", "nie piję
  już kawy") end the held value they name, inflected or not (kawy for kawa): `invalidated`, no alternative. "Ya no
  uso Windows, me pasé a Linux" sent with the value Windows ends Windows (the new system is another command's).
- CORRECTIONS in every language ("sorry, ich meinte", "pardon, je voulais dire", "perdón, quise decir",
  "desculpa, enganei-me", "scusa, intendevo", "言い間違えた", "잘못 말했어요", "оговорился", "maaf, maksud saya"):
  `corrected`, no alternative. With relation="correction" from the caller and a bare value ("Vitoria") it is
  `corrected` too (an explicit relation outranks wording, DOMAIN 2).
- SUPPLEMENTS on a `many` key ("außerdem", "jetzt auch", "aussi", "también", "também", "anche", "также", "も", "도",
  "ayrıca", "nu ook"): `added`, no alternative; "jetzt" / "nu" beside "auch" / "ook" is no change (seed 002).
- NEGATED CHANGES that restate the held value ("Ich bin nicht umgezogen, ich wohne immer noch in Berlin", "No me he
  mudado, sigo viviendo en Madrid", "Non mi sono trasferito", "引っ越してないよ、まだ東京に住んでる", "이사 안 했어, 아직
  서울 살아", "Я не переезжал, всё ещё живу в Москве"): `reinforced`, no alternative: the verb of moving is negated
  and the held value is asserted.
- SOMEONE ELSE'S MOVE, A TRIP, A PHONE CALL, A HYPOTHETICAL, A QUESTION, sent with a new value on the user's held
  `one` key ("Mein Bruder ist nach Paris gezogen", "Ich habe gestern nach Paris telefoniert", "J'ai visité Nantes",
  "Visitei o Rio", "先週京都に旅行した", "지난주에 제주도 여행 다녀왔어", "Si me mudara a Valencia…", "もし福岡に
  引っ越したら", "Soll ich nach Paris ziehen?", "Стоит ли мне переехать в Петербург?", "मेरा भाई पुणे शिफ्ट हो गया
  है"): nothing is asserted of the user's home: `rejected`, accepting `conflict`, as sets 11 to 15 do for someone
  else's fact, a plan or a question on the user's `one` key (DOMAIN 2's default for a clash; a conflict keeps both
  and asks, which loses nothing). Kept out of STORIES and RECALL, where the two readings differ.
- A PAST STATE OF THE HELD VALUE, with the held value sent again ("Früher habe ich in Hamburg gewohnt" while
  Hamburg is held, "昔は大阪に住んでいました" while 大阪 is held): a careful reader hears that the user no longer lives
  there, so the named value stopped holding: `invalidated`, accepting `rejected` (DOMAIN's and seed 000's endings
  are explicit, "no longer", 不用了; "früher" / "昔は" only imply it, and refusing to act on an implication keeps the
  record, 留着无害). `reinforced` is not accepted: the statement does not say the value holds now. Kept out of
  STORIES.
- THE SAME VALUE ACROSS LANGUAGES: both values normalised to English ("Seoul" held, "Seoul" sent again with a
  Korean statement) are the same value: `reinforced`, no alternative. A held English value against the same thing in
  the statement's language ("peanuts" / "Erdnüsse", "Milan" / "Milano") is `reinforced`, accepting `added` on a `many`
  key and `conflict` on a `one` key: the equality needs a translation table DOMAIN does not give (quality_blind14.py's
  convention for 北京 / Beijing); `superseded` is never accepted (nothing changed). Mixed-language duplicates are kept
  out of STORIES and RECALL.
- SAFETY FACTS (quality_blind9.py's conventions): a second allergy on the `many` allergy key is `added`; a change cue
  on a `one` safety key ("Sono passato all'apixaban" after warfarin) is a `conflict` for the user to confirm, no
  alternative (DOMAIN 4: high-risk kinds are never merged automatically; a cue alone never replaces a safety
  fact). A user saying a safety fact stopped holding ("Não sou mais alérgico a camarão", "Я больше не принимаю
  метформин"): DOMAIN gives two readings (section 5: only the user can withdraw it, and the user just did; section 4:
  never merged automatically), so it is labelled `rejected` (not applied on a statement alone) and accepts
  `invalidated`; PAIRS only.
- SOURCES: a guess from a user's language habits ("escribe 'ahorita' y 'platicar'", "関西弁で話す", "escreve
  'oxente'", the GATE and PAIRS `inferred`) is `pending`, never overriding the user's own value. An authoritative
  system's value WITH change wording ("인사 시스템: 대리로 승진 발령") is `superseded` (authoritative > user stated and
  a change); WITHOUT change wording ("Registre RH : employeur actuel Sopra Steria") it is `conflict`, accepting
  `superseded`, as sets 10 to 12 label it (DOMAIN 4's priority against DOMAIN 2's no-cue default). External content
  without `allow_external` is `rejected`; with it, `pending` (it still never overrides, DOMAIN 4).
- TEMPORARY CONTEXT AND SCOPES: "heute", "aujourd'hui", "hoy", "今日は", "오늘", "сегодня", "на этой
  неделе", "Heute ... morgen wieder", and a task-only instruction ("Für diese Aufgabe bitte Tabs statt
  Leerzeichen", "오늘 데모에서는 반말로 해줘"): `rejected` in the global scope, no alternative (DOMAIN 4; seed 001
  temporary_context, 把一次临时要求写成永久偏好 is pollution; seed 004 单次任务指令不修改全局), `added` in a task
  scope (GATE). "이제부터" (from now on) is a lasting change: `superseded`.
- THE WRITE GATE (DOMAIN 4; seed 001 prohibited) is about what a thing IS, not the word for it. Refused: every
  password, PIN, one-time code, API key, private key and payment card number that passes Luhn, in any language
  and with the language's separators (spaces, dashes, a «Мир» card), also a PIN inside a message whose stored value
  is harmless (a Hinglish restatement of the city "aur mera UPI PIN ... hai"). Stored: every look-alike listed in
  item 3 above. India's "PIN code" is the postal index number, a postcode, and is stored; a "PIN" of a bank card or
  UPI is refused. "pin's" (French, badges) and "ピン" on a map are no PINs. "I always forget my passwords, so I let
  Firefox keep them" names a tool and holds no password: stored.
- Agent notes follow the same rules; the `inferred` notes are written in the user's language.
- RECALL: memories written a day apart (the shape of quality_blind3.py, as sets 11 to 15), then natural questions in
  the memories' language ("Wo wohne ich?", "¿Qué idiomas hablo?", "私のアレルギーは？", "나 어디 살아?", "Где я
  живу?"), and one scenario of French memories with English questions. `top3` lists what holds now and answers the
  question; `not_top3` lists values replaced or ended before the question, temporary context and secrets refused
  by the gate (never stored, so never recalled). Every memory's label has NO accepted alternative; a restated value
  is sent in the same writing as first recorded; other current facts are never listed in `not_top3`. The default
  profile and the present time are used.
- STORIES: no step carries an accepted alternative; no step says WHEN a change happened (no "last month", "en
  septiembre", "летом": such words are kept to PAIRS), so each value starts at its step.

Left out as genuinely unclear: personal identifiers (Steuer-ID, NIF / NIE, CPF, codice fiscale, マイナンバー,
주민등록번호, ИНН / СНИЛС) and IBANs: DOMAIN 4 names credentials, secrets and card numbers, says nothing of
identifiers, and seed 001 only asks 是否包含敏感数据; progressive and ongoing aspects that may be a stay or a move
("estoy viviendo en Sevilla", "estou morando em Santos", "я переезжаю в Казань", "en ce moment je vis à Lille",
"sto a Roma"); "今日から" / "ab heute" (from today on: a change, or today's context?); a present tense used for the
future ("Ich ziehe nach Paris", "Je déménage à Nantes"); "も" / "도" / "auch" on a `one` key; a value in another
script of the same language (Москва / Moskva, 東京 / とうきょう); a card, PIN or code split across two
commands; an OTP written in words of the language ("sechs-drei-eins ..."); honorific or gendered forms as values
(alérgico / alérgica); an IBAN; a 16-digit number that passes Luhn but is called an order number.

PAIRS carry no `valid_from`; dates in pairs are told in words only and their decision does not depend on the date
(quality_blind7.py's restriction).

Data only. Four lists, in the shapes of quality_blind15.py and quality_blind14.py (PAIRS, GATE, SEQUENCES) and
quality_blind3.py (RECALL):

PAIRS      A first Remember (`old`), then a second (`new`) on the same subject, scope ("global"), key
           and context ({}), a day apart. `expect` is the decision of the second command. `old` / `new`
           may carry `source` (default user_stated); `new` may carry `relation` (change, correction,
           supplement, refinement: an explicit relation from the caller, which outranks wording), for an
           external source `allow_external` (default False), and `valid_from` ("YYYY-MM-DD", midnight UTC:
           the value's start in the world). Optional `accept`: other decisions DOMAIN also allows.
GATE       One Remember into an empty slot (`key`, `kind`, `scope`, `source`, `value`, `statement`,
           `allow_external`, optional `cardinality`, default one): "added", "pending" or "rejected".
RECALL     Scenarios after seed 000's minimal check: Remember commands applied in order, a day apart
           (optional `cardinality`, `source`, `importance`; defaults one / user_stated / 1.0), then
           queries whose `top3` values must be among the first three results of `recall` (default
           profile, present time) and whose `not_top3` values must not be.
SEQUENCES  Multi-step stories on ONE slot (same subject, scope "global", key, context {}):
           {"id", "lang", "key", "kind", "cardinality", "steps": [{"day": int, "value", "statement",
           optional "source" (default user_stated), optional "relation", optional "allow_external"
           (default False), optional "valid_from": "YYYY-MM-DD", "expect": decision, optional
           "accept"}, ...], "final", optional "as_of", optional "believed", "why"}.
           Days count from 2026-01-01 = day 0; the clock is set to that day's noon UTC before each
           step. `valid_from`, when given, is the value's start in the world (midnight UTC);
           otherwise it is the step's own time. "final" lists the values whose facts are ACTIVE after
           the last step (not pending, not conflicted, not superseded, not corrected away, not
           ended); after a conflict neither side is active. "as_of" [{"date", "values"}]: values that
           held in the world on that date as the ledger knows now (valid time; a superseded or ended
           value counts for its time, a corrected value never held, pending/conflicted values do not
           count). "believed" [{"day", "values"}]: values the ledger held ACTIVE one hour after that
           day's noon (transaction time: what an agent was told then; a value recorded with a future
           valid_from is not active before that date). No as_of date falls on a step's date or a
           valid_from date; every as_of date is on or before the last step's date. Stories that end in a
           conflict carry no as_of.

`lang` is the ISO 639-1 code of the statement's language: "de", "fr", "es", "pt" (Brazil or Portugal, named in
`why` as pt-BR / pt-PT), "it", "ja", "ko", "ru"; "mix" for a language mixed with English (Denglisch, Spanglish,
Japanese with English tech words, Hinglish) and for the single items in Dutch, Polish, Turkish, Vietnamese,
Indonesian and Hindi (each named at the start of its `why`). Agent notes carry the lang of their text. Ids: b16-p /
b16-g / b16-s / b16-r, then the lang. `why` is written in English for every language.
Day -> date, for reading the stories: 1 = 2 Jan, 2 = 3 Jan, 3 = 4 Jan, 4 = 5 Jan, 9 = 10 Jan, 10 = 11 Jan,
11 = 12 Jan, 15 = 16 Jan, 16 = 17 Jan, 19 = 20 Jan, 20 = 21 Jan, 21 = 22 Jan, 29 = 30 Jan, 30 = 31 Jan, 31 = 1 Feb,
32 = 2 Feb, 39 = 9 Feb, 40 = 10 Feb, 41 = 11 Feb, 44 = 14 Feb, 45 = 15 Feb, 46 = 16 Feb, 49 = 19 Feb, 50 = 20 Feb,
51 = 21 Feb, 59 = 1 Mar, 60 = 2 Mar, 61 = 3 Mar, 62 = 4 Mar, 70 = 12 Mar.
Card numbers were generated and checked with a few lines of Luhn arithmetic written for this file (no product
code): the refused Visa 4294028383047808 (German, spaces), Mastercard 5522181545763787 (French), Visa
4461689267253478 (Spanish), Elo 6363687365311440 (Brazil), Mastercard 5516966811944238 (Italian), JCB
3564468309495092 (Japanese), Visa 4940466616559868 (Korean, dashes), Mir 2200370205132963 (Russian), and in RECALL
Visa 4158730756183434 (Spanish) and Mir 2202487339460421 (Russian) pass it; the stored order numbers
7959917016291533 (Bestellnummer, spaces), 8712021833065670 (número de pedido) and 6719977496047434 (注文番号, 16
digits) FAIL it; the JNE tracking number JP4829173650 contains letters; the phone numbers 010-3842-1957 and
+7 916 482-17-30 have 11 digits: none is a card number.
"""
from __future__ import annotations

PAIRS: list[dict] = [
    # ================================================================== German
    {"id": "b16-p-de-01", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "München", "statement": "Ich wohne in München"},
     "new": {"value": "Hamburg",
             "statement": "Wir sind im Oktober nach Hamburg umgezogen, die Umzugskartons stehen noch überall"},
     "expect": "superseded",
     "why": "'nach Hamburg umgezogen' (moved to Hamburg): a change cue on the same slot, München kept as history "
            "(DOMAIN 2; seed 000 ② UPDATE 保留历史)"},
    {"id": "b16-p-de-02", "lang": "de", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "Ich programmiere hauptsächlich in Java"},
     "new": {"value": "Kotlin", "statement": "Im Backend sind wir komplett auf Kotlin umgestiegen"},
     "expect": "superseded", "why": "'auf Kotlin umgestiegen' (switched to Kotlin): change, Java kept as history"},
    {"id": "b16-p-de-03", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "Ich wohne in Berlin"},
     "new": {"value": "Berlin", "statement": "Ich bin nicht umgezogen, ich wohne immer noch in Berlin"},
     "expect": "reinforced",
     "why": "a negated move and 'immer noch' (still): the held city restated (DOMAIN 2: same -> NOOP)"},
    {"id": "b16-p-de-04", "lang": "de", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "Backend-Entwickler", "statement": "Ich bin Backend-Entwickler"},
     "new": {"value": "Softwarearchitekt",
             "statement": "Sorry, ich meinte Softwarearchitekt – Backend-Entwickler war ich nie"},
     "expect": "corrected",
     "why": "'ich meinte ... war ich nie' is DOMAIN 2's own correction ('sorry, I meant architect, never backend'): the "
            "old record never held"},
    {"id": "b16-p-de-05", "lang": "de", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "old": {"value": "Kaffee", "statement": "Ich trinke jeden Morgen Kaffee"},
     "new": {"value": "Kaffee", "statement": "Kaffee trinke ich nicht mehr, mein Magen spielt nicht mit"},
     "expect": "invalidated",
     "why": "'nicht mehr' (no longer) of the held value: it stopped holding, record kept (seed 000: 明确过时 -> 标记失效)"},
    {"id": "b16-p-de-06", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "München", "statement": "Ich wohne in München"},
     "new": {"value": "München-Schwabing", "statement": "Genauer gesagt wohne ich in München-Schwabing"},
     "expect": "refined",
     "why": "'genauer gesagt' (more precisely) with a district of the held city: more specific (seed 000: 留具体的)"},
    {"id": "b16-p-de-07", "lang": "de", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "Erdnüsse", "statement": "Ich bin allergisch gegen Erdnüsse"},
     "new": {"value": "Penicillin",
             "statement": "Außerdem bin ich allergisch gegen Penicillin, bitte beim Zahnarzt erwähnen"},
     "expect": "added",
     "why": "'außerdem' (in addition): a second allergy beside the first, both stay (seed 002: a supplement recorded as "
            "a change would drop the peanut allergy)"},
    {"id": "b16-p-de-08", "lang": "de", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "peanuts", "statement": "Ich bin allergisch gegen Erdnüsse"},
     "new": {"value": "Erdnüsse", "statement": "Erdnüsse gehen bei mir gar nicht – Allergie, wie gesagt"},
     "expect": "reinforced", "accept": ["added"],
     "why": "the agent stored the allergy as 'peanuts'; 'Erdnüsse' is the same allergen in German: a repeat (DOMAIN 2: "
            "same). The equality needs a translation table DOMAIN does not give, so a second entry on the many key is "
            "accepted (it loses nothing on a safety fact); never a change"},
    {"id": "b16-p-de-09", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "Ich wohne in Berlin"},
     "new": {"value": "Paris", "statement": "Ich habe gestern nach Paris telefoniert, mit meiner Tante"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "'nach Paris telefoniert' is a phone call to Paris, not a move there ('nach Paris' is no cue without "
            "'gezogen'): nothing is asserted of the user's home; conflict accepted as the earlier sets do for a "
            "non-assertion on a held one key"},
    {"id": "b16-p-de-10", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "Ich wohne in Berlin"},
     "new": {"value": "Paris", "statement": "Mein Bruder ist letzte Woche nach Paris gezogen"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "the brother moved, not the user (seed 002: two people, two facts); conflict accepted as sets 11 to 15 do"},
    {"id": "b16-p-de-11", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "Ich wohne in Berlin"},
     "new": {"value": "Paris", "statement": "Soll ich nach Paris ziehen? Das Jobangebot dort klingt gut"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a question: nothing moved yet (seed 000: 记忆只存用户明说的); conflict accepted as the earlier sets do"},
    {"id": "b16-p-de-12", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Hamburg", "statement": "Ich wohne in Hamburg"},
     "new": {"value": "Hamburg", "statement": "Früher habe ich in Hamburg gewohnt"},
     "expect": "invalidated", "accept": ["rejected"],
     "why": "'früher' (formerly) puts the held city in the past: to a careful reader the user no longer lives there "
            "(seed 000: 明确过时 -> 标记失效). The ending is implied, not said ('nicht mehr'), so not acting on it is "
            "accepted; reinforcing is not: the statement does not say Hamburg holds now"},
    {"id": "b16-p-de-13", "lang": "de", "key": "code.indentation", "kind": "preference", "cardinality": "one",
     "old": {"value": "Leerzeichen", "statement": "Ich rücke immer mit Leerzeichen ein, vier pro Ebene"},
     "new": {"value": "Tabs", "statement": "Für diese Aufgabe bitte Tabs statt Leerzeichen"},
     "expect": "rejected",
     "why": "'für diese Aufgabe' (for this task): a one-task instruction sent to the global scope; it belongs in a "
            "task scope and never changes the global preference (DOMAIN 1, 4; seed 004 单次任务指令不修改全局)"},
    {"id": "b16-p-de-14", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Hamburg", "statement": "Ich wohne in Hamburg"},
     "new": {"value": "Köln", "statement": "Ich lebe in Köln, direkt am Rhein"},
     "expect": "conflict",
     "why": "a different city on a one key, said flatly, no change word: both kept and flagged (DOMAIN 2 default; seed "
            "000 把冲突当成默认结果)"},

    # ================================================================== French
    {"id": "b16-p-fr-01", "lang": "fr", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lyon", "statement": "J'habite à Lyon"},
     "new": {"value": "Nantes", "statement": "On a déménagé à Nantes le mois dernier, les cartons sont encore là"},
     "expect": "superseded", "why": "'déménagé à' (moved to): change, Lyon kept as history (DOMAIN 2)"},
    {"id": "b16-p-fr-02", "lang": "fr", "key": "tools.editor", "kind": "preference", "cardinality": "one",
     "old": {"value": "IntelliJ", "statement": "J'utilise IntelliJ pour tout"},
     "new": {"value": "Zed", "statement": "Je suis passé à Zed, IntelliJ était devenu trop lourd"},
     "expect": "superseded", "why": "'passé à' (switched to): change (DOMAIN 2; seed 000 换成)"},
    {"id": "b16-p-fr-03", "lang": "fr", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lyon", "statement": "J'habite à Lyon"},
     "new": {"value": "Lyon", "statement": "Toujours à Lyon, rien de neuf de ce côté-là"},
     "expect": "reinforced", "why": "'toujours à Lyon' (still in Lyon): the held city restated (DOMAIN 2: same)"},
    {"id": "b16-p-fr-04", "lang": "fr", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lyon", "statement": "J'habite à Lyon"},
     "new": {"value": "Lille", "statement": "Pardon, je voulais dire Lille, pas Lyon – faute de frappe"},
     "expect": "corrected", "why": "'je voulais dire ... pas Lyon' (I meant): the held record was a typo, never true"},
    {"id": "b16-p-fr-05", "lang": "fr", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "old": {"value": "végétarien", "statement": "Je suis végétarien"},
     "new": {"value": "végétarien", "statement": "Je ne suis plus végétarien, j'ai recommencé à manger du poisson"},
     "expect": "invalidated", "why": "'ne ... plus' (no longer) of the held diet: ended, record kept (seed 000)"},
    {"id": "b16-p-fr-06", "lang": "fr", "key": "languages.spoken", "kind": "profile", "cardinality": "many",
     "old": {"value": "français", "statement": "Je parle français"},
     "new": {"value": "anglais", "statement": "Je parle aussi anglais, couramment"},
     "expect": "added", "why": "'aussi' (also) on a many key: a second language, both stay (seed 002)"},
    {"id": "b16-p-fr-07", "lang": "fr", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lyon", "statement": "J'habite à Lyon"},
     "new": {"value": "Nantes", "statement": "J'ai visité Nantes le week-end dernier, super ville"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a weekend visit is a trip, not a move: nothing is asserted of the user's home (DOMAIN 4 temporary context); "
            "conflict accepted as the earlier sets do for a non-assertion on a held one key"},
    {"id": "b16-p-fr-08", "lang": "fr", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lyon", "statement": "J'habite à Lyon"},
     "new": {"value": "Nantes", "statement": "Ma sœur a déménagé à Nantes"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "the sister moved, not the user: 'déménagé à' is a cue for her slot, not the user's (seed 002); conflict "
            "accepted"},
    {"id": "b16-p-fr-09", "lang": "fr", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Capgemini", "statement": "Je travaille chez Capgemini"},
     "new": {"value": "Sopra Steria", "source": "authoritative",
             "statement": "Registre RH : employeur actuel Sopra Steria"},
     "expect": "conflict", "accept": ["superseded"],
     "why": "a system of record's different value with no change wording ('actuel' is no verb of change): DOMAIN gives "
            "two readings, authoritative > user stated (DOMAIN 4) and no cue -> conflict (DOMAIN 2); conflict is the "
            "conservative label, superseded accepted as sets 10 to 12 do"},
    {"id": "b16-p-fr-10", "lang": "fr", "key": "reply.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "français", "statement": "Réponds-moi toujours en français"},
     "new": {"value": "anglais", "statement": "Aujourd'hui, réponds-moi en anglais, je m'entraîne pour un entretien"},
     "expect": "rejected",
     "why": "'aujourd'hui' (today) for one interview practice: temporary context, refused outside a task scope "
            "(DOMAIN 4; seed 001 把一次临时要求写成永久偏好 is pollution)"},
    {"id": "b16-p-fr-11", "lang": "fr", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Capgemini", "statement": "Je travaille chez Capgemini"},
     "new": {"value": "Thales", "statement": "Je travaille chez Thales"},
     "expect": "conflict", "why": "another employer said flatly, no cue: conflict (DOMAIN 2 default)"},

    # ================================================================== Spanish
    {"id": "b16-p-es-01", "lang": "es", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Madrid", "statement": "Vivo en Madrid"},
     "new": {"value": "Valencia", "statement": "Me mudé a Valencia en septiembre, por fin cerca del mar"},
     "expect": "superseded", "why": "'me mudé a' (I moved to): change, Madrid kept as history (DOMAIN 2)"},
    {"id": "b16-p-es-02", "lang": "es", "key": "stack.database", "kind": "profile", "cardinality": "one",
     "old": {"value": "MySQL", "statement": "En el trabajo usamos MySQL"},
     "new": {"value": "PostgreSQL", "statement": "Cambiamos a PostgreSQL en todo el backend"},
     "expect": "superseded", "why": "'cambiamos a' (we switched to): change (DOMAIN 2; seed 000 换成)"},
    {"id": "b16-p-es-03", "lang": "es", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Madrid", "statement": "Vivo en Madrid"},
     "new": {"value": "Madrid", "statement": "No me he mudado, sigo viviendo en Madrid"},
     "expect": "reinforced", "why": "a negated move and 'sigo viviendo' (I still live): the held city restated"},
    {"id": "b16-p-es-04", "lang": "es", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Valencia", "statement": "Vivo en Valencia"},
     "new": {"value": "Sevilla", "statement": "Perdón, quise decir Sevilla, no Valencia"},
     "expect": "corrected", "why": "'quise decir ... no Valencia' (I meant): the held record never held (DOMAIN 2)"},
    {"id": "b16-p-es-05", "lang": "es", "key": "devices.os", "kind": "preference", "cardinality": "one",
     "old": {"value": "Windows", "statement": "Uso Windows en el portátil"},
     "new": {"value": "Windows", "statement": "Ya no uso Windows, me pasé del todo a Linux"},
     "expect": "invalidated",
     "why": "'ya no' (no longer) of the value sent: Windows stopped holding (seed 000 明确过时); Linux is another "
            "command's value"},
    {"id": "b16-p-es-06", "lang": "es", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "mariscos", "statement": "Soy alérgica a los mariscos"},
     "new": {"value": "látex", "statement": "También soy alérgica al látex"},
     "expect": "added", "why": "'también' (also): a second allergy, both stay (seed 002)"},
    {"id": "b16-p-es-07", "lang": "es", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Madrid", "statement": "Vivo en Madrid"},
     "new": {"value": "Valencia", "statement": "Mi hermana se mudó a Valencia"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "the sister moved: nothing is asserted of the user's home (seed 002); conflict accepted"},
    {"id": "b16-p-es-08", "lang": "es", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Madrid", "statement": "Vivo en Madrid"},
     "new": {"value": "Valencia", "statement": "Si me mudara a Valencia, ¿cuánto pagaría de alquiler?"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a hypothetical in the subjunctive ('si me mudara') and a question: nothing moved; conflict accepted"},
    {"id": "b16-p-es-09", "lang": "es", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Madrid", "statement": "Vivo en Madrid"},
     "new": {"value": "Ciudad de México", "source": "inferred",
             "statement": "El usuario escribe 'ahorita', 'platicar' y 'checar': probablemente vive en México"},
     "expect": "pending",
     "why": "a guess from the user's Spanish habits: pending, never overriding the user's own city (DOMAIN 4; seed 000 "
            "推测被当成事实)"},
    {"id": "b16-p-es-10", "lang": "es", "key": "home.address", "kind": "profile", "cardinality": "one",
     "old": {"value": "Calle de Alcalá 120", "statement": "Mi dirección es Calle de Alcalá 120"},
     "new": {"value": "Calle de Alcalá 120", "statement": "Olvida mi dirección, por favor, no la guardes"},
     "expect": "rejected",
     "why": "'olvida' (forget) and 'no la guardes': a retraction, which is erasure (DOMAIN 6), never a fact to store "
            "or reinforce"},
    {"id": "b16-p-es-11", "lang": "es", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Bilbao", "statement": "Vivo en Bilbao"},
     "new": {"value": "Vitoria", "relation": "correction", "statement": "Vitoria"},
     "expect": "corrected",
     "why": "a bare value with an explicit correction from the caller, which outranks wording (DOMAIN 2)"},

    # ================================================================== Portuguese (Brazil and Portugal)
    {"id": "b16-p-pt-01", "lang": "pt", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "São Paulo", "statement": "Moro em São Paulo"},
     "new": {"value": "Curitiba", "statement": "Mudei para Curitiba em agosto, o frio é outro nível"},
     "expect": "superseded", "why": "(pt-BR) 'mudei para' (I moved to): change, São Paulo kept as history"},
    {"id": "b16-p-pt-02", "lang": "pt", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "PHP", "statement": "A gente programa em PHP"},
     "new": {"value": "Go", "statement": "Mudamos o backend todo para Go, o PHP ficou só no legado"},
     "expect": "superseded", "why": "(pt-BR) 'mudamos ... para Go' (we moved to Go), PHP called legacy: change"},
    {"id": "b16-p-pt-03", "lang": "pt", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lisboa", "statement": "Vivo em Lisboa"},
     "new": {"value": "Lisboa", "statement": "Continuo em Lisboa, não me mudei"},
     "expect": "reinforced", "why": "(pt-PT) 'continuo em' (I'm still in), 'não me mudei': the held city restated"},
    {"id": "b16-p-pt-04", "lang": "pt", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Aveiro", "statement": "Vivo em Aveiro"},
     "new": {"value": "Coimbra", "statement": "Desculpa, enganei-me: é Coimbra, não Aveiro"},
     "expect": "corrected", "why": "(pt-PT) 'enganei-me' (I made a mistake) ... 'não Aveiro': correction (DOMAIN 2)"},
    {"id": "b16-p-pt-05", "lang": "pt", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "old": {"value": "café", "statement": "Tomo café todo dia de manhã"},
     "new": {"value": "café", "statement": "Não tomo mais café, parei por causa da ansiedade"},
     "expect": "invalidated", "why": "(pt-BR) 'não ... mais' (no longer) of the held habit: ended, record kept"},
    {"id": "b16-p-pt-06", "lang": "pt", "key": "languages.spoken", "kind": "profile", "cardinality": "many",
     "old": {"value": "português", "statement": "Falo português"},
     "new": {"value": "francês", "statement": "Também falo francês, vivi cinco anos em Paris"},
     "expect": "added",
     "why": "(pt-PT) 'também' (also): a second language on a many key (seed 002); the years in Paris are past and "
            "about another key"},
    {"id": "b16-p-pt-07", "lang": "pt", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "São Paulo", "statement": "Moro em São Paulo"},
     "new": {"value": "Rio de Janeiro", "statement": "Visitei o Rio no feriado, voltei ontem"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "(pt-BR) a holiday visit, back home since yesterday: a trip, not a move; conflict accepted"},
    {"id": "b16-p-pt-08", "lang": "pt", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lisboa", "statement": "Vivo em Lisboa"},
     "new": {"value": "Lisboa, Alfama", "statement": "Moro em Lisboa, em Alfama mesmo, ao pé da Sé"},
     "expect": "refined", "why": "(pt-PT) the held city with its quarter: more specific (seed 000 细化: 留具体的)"},
    {"id": "b16-p-pt-09", "lang": "pt", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Itaú", "statement": "Trabalho no Itaú"},
     "new": {"value": "Nubank", "statement": "Agora trabalho no Nubank"},
     "expect": "superseded", "why": "(pt-BR) 'agora' (now) with a new employer: change (DOMAIN 2)"},
    {"id": "b16-p-pt-10", "lang": "pt", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "camarão", "statement": "Sou alérgico a camarão"},
     "new": {"value": "camarão", "statement": "Não sou mais alérgico a camarão, o alergista refez o teste"},
     "expect": "rejected", "accept": ["invalidated"],
     "why": "(pt-BR) an allergy said to be outgrown: DOMAIN gives two readings (section 5: only the user withdraws a "
            "safety fact, and the user just did; section 4: high-risk facts are never merged automatically); not "
            "applied on a statement alone is the conservative label (留着无害), invalidated accepted (quality_blind9.py)"},
    {"id": "b16-p-pt-11", "lang": "pt", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Lisboa", "statement": "Vivo em Lisboa"},
     "new": {"value": "Porto", "source": "external", "allow_external": False,
             "statement": "Página de Facebook: «a viver no Porto desde 2020»"},
     "expect": "rejected",
     "why": "(pt-PT) external content without opt-in is not written (DOMAIN 4; seed 000 外部内容默认不写)"},

    # ================================================================== Italian
    {"id": "b16-p-it-01", "lang": "it", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Milano", "statement": "Abito a Milano"},
     "new": {"value": "Torino", "statement": "Mi sono trasferito a Torino per lavoro"},
     "expect": "superseded", "why": "'mi sono trasferito a' (I moved to): change, Milano kept as history"},
    {"id": "b16-p-it-02", "lang": "it", "key": "tools.git_hosting", "kind": "profile", "cardinality": "one",
     "old": {"value": "GitHub", "statement": "Il codice sta su GitHub"},
     "new": {"value": "GitLab", "statement": "Siamo passati a GitLab, GitHub non lo usiamo più"},
     "expect": "superseded", "why": "'siamo passati a' (we switched to): change (DOMAIN 2)"},
    {"id": "b16-p-it-03", "lang": "it", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Milano", "statement": "Abito a Milano"},
     "new": {"value": "Milano", "statement": "Non mi sono trasferito, abito ancora a Milano"},
     "expect": "reinforced", "why": "a negated move and 'ancora' (still): the held city restated"},
    {"id": "b16-p-it-04", "lang": "it", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "data analyst", "statement": "Faccio il data analyst"},
     "new": {"value": "data engineer", "statement": "Scusa, intendevo data engineer, non data analyst"},
     "expect": "corrected", "why": "'scusa, intendevo ... non' (sorry, I meant ... not): correction (DOMAIN 2)"},
    {"id": "b16-p-it-05", "lang": "it", "key": "hobbies.sport", "kind": "preference", "cardinality": "one",
     "old": {"value": "calcetto", "statement": "Gioco a calcetto il giovedì"},
     "new": {"value": "calcetto", "statement": "Non gioco più a calcetto, il ginocchio non regge"},
     "expect": "invalidated", "why": "'non ... più' (no longer) of the held sport: ended, record kept (seed 000)"},
    {"id": "b16-p-it-06", "lang": "it", "key": "languages.spoken", "kind": "profile", "cardinality": "many",
     "old": {"value": "italiano", "statement": "Parlo italiano"},
     "new": {"value": "tedesco", "statement": "Parlo anche tedesco, sono di Bolzano"},
     "expect": "added", "why": "'anche' (also) on a many key: both languages stay (seed 002)"},
    {"id": "b16-p-it-07", "lang": "it", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Milano", "statement": "Abito a Milano"},
     "new": {"value": "Bologna", "statement": "Mia sorella si è trasferita a Bologna"},
     "expect": "rejected", "accept": ["conflict"], "why": "the sister moved, not the user (seed 002); conflict accepted"},
    {"id": "b16-p-it-08", "lang": "it", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Milano", "statement": "Abito a Milano"},
     "new": {"value": "Bologna", "statement": "Se mi trasferissi a Bologna, potrei andare al lavoro in bici"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a hypothetical ('se mi trasferissi', if I moved): nothing moved; conflict accepted"},
    {"id": "b16-p-it-09", "lang": "it", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Eni", "statement": "Lavoro in Eni"},
     "new": {"value": "Enel", "statement": "Lavoro in Enel, nel reparto rinnovabili"},
     "expect": "conflict", "why": "another employer said flatly, no cue: conflict (DOMAIN 2 default)"},
    {"id": "b16-p-it-10", "lang": "it", "key": "health.anticoagulant", "kind": "safety", "cardinality": "one",
     "old": {"value": "warfarin", "statement": "Prendo il warfarin tutti i giorni"},
     "new": {"value": "apixaban", "statement": "Sono passato all'apixaban, il cardiologo ha cambiato la terapia"},
     "expect": "conflict",
     "why": "a change cue ('sono passato a') on a safety fact: never replaced by cue words alone, never merged "
            "automatically (DOMAIN 4; seed 001 高风险事实不自动合并): both kept for the user to confirm"},
    {"id": "b16-p-it-11", "lang": "it", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Milano", "statement": "Abito a Milano"},
     "new": {"value": "Roma", "source": "external", "allow_external": True,
             "statement": "Profilo pubblico LinkedIn (importazione autorizzata dall'utente): «Vive a Roma»"},
     "expect": "pending",
     "why": "external content the caller opted in: it is written but never overrides the user's own city (DOMAIN 4): "
            "pending"},
    {"id": "b16-p-it-12", "lang": "it", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Milan", "statement": "Abito a Milano"},
     "new": {"value": "Milano", "statement": "Sempre a Milano, non mi muovo"},
     "expect": "reinforced", "accept": ["conflict"],
     "why": "the agent stored the city as 'Milan'; 'Milano' is the same city in Italian: a repeat (DOMAIN 2: same). "
            "The equality needs a translation table DOMAIN does not give (quality_blind14.py, 北京 / Beijing), so a "
            "conflict (kept, asked) is accepted on the one key; never a change"},

    # ================================================================== Japanese
    {"id": "b16-p-ja-01", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "大阪", "statement": "大阪に住んでいます"},
     "new": {"value": "東京", "statement": "先月、東京に引っ越しました"},
     "expect": "superseded", "why": "'引っ越しました' (moved): change, 大阪 kept as history (DOMAIN 2)"},
    {"id": "b16-p-ja-02", "lang": "ja", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Ruby", "statement": "仕事ではRubyを使っています"},
     "new": {"value": "Go", "statement": "バックエンドをGoに移行しました"},
     "expect": "superseded", "why": "'移行しました' (migrated): change (seed 000 迁到)"},
    {"id": "b16-p-ja-03", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "東京", "statement": "東京に住んでいます"},
     "new": {"value": "東京", "statement": "引っ越してないよ、まだ東京に住んでる"},
     "expect": "reinforced", "why": "a negated move and 'まだ' (still): the held city restated (DOMAIN 2: same)"},
    {"id": "b16-p-ja-04", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "大阪", "statement": "大阪に住んでいます"},
     "new": {"value": "京都", "statement": "ごめん、言い間違えた。大阪じゃなくて京都です"},
     "expect": "corrected", "why": "'言い間違えた' (I misspoke) ... 'じゃなくて' (not): correction (DOMAIN 2)"},
    {"id": "b16-p-ja-05", "lang": "ja", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "old": {"value": "コーヒー", "statement": "毎朝コーヒーを飲みます"},
     "new": {"value": "コーヒー", "statement": "もうコーヒーは飲んでいません。カフェインをやめました"},
     "expect": "invalidated", "why": "'もう…ていません' (no longer): the held habit ended, record kept (seed 000)"},
    {"id": "b16-p-ja-06", "lang": "ja", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "そば", "statement": "そばアレルギーがあります"},
     "new": {"value": "卵", "statement": "卵アレルギーもあります"},
     "expect": "added", "why": "'も' (also): a second allergy, both stay (seed 002)"},
    {"id": "b16-p-ja-07", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "東京", "statement": "東京に住んでいます"},
     "new": {"value": "福岡", "statement": "もし福岡に引っ越したら、家賃はだいぶ安くなるかな"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "'もし…たら' (if): a hypothetical, nothing moved; conflict accepted as the earlier sets do"},
    {"id": "b16-p-ja-08", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "東京", "statement": "東京に住んでいます"},
     "new": {"value": "福岡", "statement": "友達が福岡に引っ越した"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "the friend moved (the subject is 友達), not the user (seed 002); conflict accepted"},
    {"id": "b16-p-ja-09", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "大阪", "statement": "大阪に住んでいます"},
     "new": {"value": "大阪", "statement": "昔は大阪に住んでいました"},
     "expect": "invalidated", "accept": ["rejected"],
     "why": "'昔は' (in the old days) puts the held city in the past: the user no longer lives there (seed 000 明确过时). "
            "Implied, not said, so not acting on it is accepted; reinforcing is not"},
    {"id": "b16-p-ja-10", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "東京", "statement": "東京に住んでいます"},
     "new": {"value": "東京都世田谷区", "statement": "東京の世田谷区に住んでいます"},
     "expect": "refined", "why": "the held city with its ward: more specific (seed 000 细化: 留具体的)"},
    {"id": "b16-p-ja-11", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "東京", "statement": "東京に住んでいます"},
     "new": {"value": "京都", "statement": "先週京都に旅行した、紅葉がきれいだった"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "'旅行した' (travelled): a trip, not a move (DOMAIN 4 temporary context); conflict accepted"},
    {"id": "b16-p-ja-12", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "大阪", "statement": "大阪に住んでいます"},
     "new": {"value": "名古屋", "statement": "今は名古屋に住んでる"},
     "expect": "superseded", "why": "'今は' (now) with a new city: change (DOMAIN 2)"},
    {"id": "b16-p-ja-13", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "東京", "statement": "東京に住んでいます"},
     "new": {"value": "大阪", "source": "inferred",
             "statement": "ユーザーは関西弁で話すことが多い。大阪在住かもしれない"},
     "expect": "pending",
     "why": "a guess from the user's dialect: pending, never overriding the user's own city (DOMAIN 4)"},

    # ================================================================== Korean
    {"id": "b16-p-ko-01", "lang": "ko", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "서울", "statement": "서울에 살아요"},
     "new": {"value": "부산", "statement": "지난달에 부산으로 이사했어"},
     "expect": "superseded", "why": "'이사했어' (moved): change, 서울 kept as history (DOMAIN 2)"},
    {"id": "b16-p-ko-02", "lang": "ko", "key": "devices.phone", "kind": "profile", "cardinality": "one",
     "old": {"value": "갤럭시", "statement": "갤럭시 써요"},
     "new": {"value": "아이폰", "statement": "아이폰으로 바꿨어, 카메라가 좋아서"},
     "expect": "superseded", "why": "'으로 바꿨어' (switched to): change (seed 000 换成)"},
    {"id": "b16-p-ko-03", "lang": "ko", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Seoul", "statement": "서울에 살아요"},
     "new": {"value": "Seoul", "statement": "이사 안 했어, 아직 서울 살아"},
     "expect": "reinforced",
     "why": "a negated move and '아직' (still): the held city restated; the agent normalised both values to English, "
            "so they are the same value with no table needed (DOMAIN 2: same)"},
    {"id": "b16-p-ko-04", "lang": "ko", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "디자이너", "statement": "저는 디자이너예요"},
     "new": {"value": "기획자", "statement": "아, 잘못 말했어요. 디자이너가 아니라 기획자예요"},
     "expect": "corrected", "why": "'잘못 말했어요' (I said it wrong) ... '가 아니라' (not): correction (DOMAIN 2)"},
    {"id": "b16-p-ko-05", "lang": "ko", "key": "drinks.alcohol", "kind": "preference", "cardinality": "one",
     "old": {"value": "술", "statement": "주말엔 술 마셔요"},
     "new": {"value": "술", "statement": "이제 더 이상 술 안 마셔"},
     "expect": "invalidated", "why": "'더 이상 … 안' (no longer) of the held habit: ended, record kept (seed 000)"},
    {"id": "b16-p-ko-06", "lang": "ko", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "땅콩", "statement": "땅콩 알레르기가 있어요"},
     "new": {"value": "새우", "statement": "새우 알레르기도 있어요"},
     "expect": "added", "why": "'도' (also): a second allergy, both stay (seed 002)"},
    {"id": "b16-p-ko-07", "lang": "ko", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "서울", "statement": "서울에 살아요"},
     "new": {"value": "제주", "statement": "지난주에 제주도 여행 다녀왔어"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "'여행 다녀왔어' (went on a trip and came back): not a move; conflict accepted"},
    {"id": "b16-p-ko-08", "lang": "ko", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "서울", "statement": "서울에 살아요"},
     "new": {"value": "부산", "statement": "동생이 부산으로 이사했어"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "the younger sibling (동생이) moved, not the user (seed 002); conflict accepted"},
    {"id": "b16-p-ko-09", "lang": "ko", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "삼성전자", "statement": "삼성전자 다녀요"},
     "new": {"value": "LG전자", "statement": "LG전자 다녀요"},
     "expect": "conflict", "why": "another employer said flatly, no cue: conflict (DOMAIN 2 default)"},
    {"id": "b16-p-ko-10", "lang": "ko", "key": "reply.formality", "kind": "preference", "cardinality": "one",
     "old": {"value": "존댓말", "statement": "존댓말로 대답해 주세요"},
     "new": {"value": "반말", "statement": "오늘은 반말로 해줘"},
     "expect": "rejected",
     "why": "'오늘은' (today): a one-day request, temporary context refused outside a task scope (DOMAIN 4)"},
    {"id": "b16-p-ko-11", "lang": "ko", "key": "work.title", "kind": "profile", "cardinality": "one",
     "old": {"value": "사원", "statement": "저는 사원이에요"},
     "new": {"value": "대리", "source": "authoritative", "statement": "인사 시스템: 1월 1일자로 대리로 승진 발령"},
     "expect": "superseded",
     "why": "a system of record with change wording ('승진 발령', promoted): authoritative > user stated, and a change "
            "(DOMAIN 4, DOMAIN 2)"},
    {"id": "b16-p-ko-12", "lang": "ko", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "서울", "statement": "서울에 살아요"},
     "new": {"value": "서울 마포구", "statement": "서울 마포구 살아요, 홍대 근처"},
     "expect": "refined", "why": "the held city with its district (구): more specific (seed 000 细化: 留具体的)"},

    # ================================================================== Russian
    {"id": "b16-p-ru-01", "lang": "ru", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Москва", "statement": "Я живу в Москве"},
     "new": {"value": "Казань", "statement": "Я переехал в Казань летом"},
     "expect": "superseded", "why": "'переехал в' (moved to): change, Москва kept as history (DOMAIN 2)"},
    {"id": "b16-p-ru-02", "lang": "ru", "key": "stack.frontend", "kind": "preference", "cardinality": "one",
     "old": {"value": "JavaScript", "statement": "На фронтенде пишу на JavaScript"},
     "new": {"value": "TypeScript", "statement": "Мы перешли на TypeScript, на чистом JavaScript больше не пишем"},
     "expect": "superseded", "why": "'перешли на' (switched to): change (seed 000 换成)"},
    {"id": "b16-p-ru-03", "lang": "ru", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Москва", "statement": "Я живу в Москве"},
     "new": {"value": "Москва", "statement": "Я не переезжал, всё ещё живу в Москве"},
     "expect": "reinforced",
     "why": "a negated move and 'всё ещё' (still), the city inflected (в Москве): the held value restated"},
    {"id": "b16-p-ru-04", "lang": "ru", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Самара", "statement": "Я живу в Самаре"},
     "new": {"value": "Саратов", "statement": "Извини, оговорился: не Самара, а Саратов"},
     "expect": "corrected", "why": "'оговорился' (I misspoke) ... 'не Самара, а Саратов': correction (DOMAIN 2)"},
    {"id": "b16-p-ru-05", "lang": "ru", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "old": {"value": "кофе", "statement": "Пью кофе каждое утро"},
     "new": {"value": "кофе", "statement": "Я больше не пью кофе"},
     "expect": "invalidated", "why": "'больше не' (no longer) of the held habit: ended, record kept (seed 000)"},
    {"id": "b16-p-ru-06", "lang": "ru", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "орехи", "statement": "У меня аллергия на орехи"},
     "new": {"value": "пыльца берёзы", "statement": "Также у меня аллергия на пыльцу берёзы"},
     "expect": "added", "why": "'также' (also): a second allergy, both stay (seed 002)"},
    {"id": "b16-p-ru-07", "lang": "ru", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Москва", "statement": "Я живу в Москве"},
     "new": {"value": "Казань", "statement": "Брат переехал в Казань"},
     "expect": "rejected", "accept": ["conflict"], "why": "the brother moved, not the user (seed 002); conflict accepted"},
    {"id": "b16-p-ru-08", "lang": "ru", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Москва", "statement": "Я живу в Москве"},
     "new": {"value": "Санкт-Петербург", "statement": "Стоит ли мне переехать в Петербург?"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "a question ('стоит ли', should I): nothing moved; conflict accepted as the earlier sets do"},
    {"id": "b16-p-ru-09", "lang": "ru", "key": "health.medication", "kind": "safety", "cardinality": "many",
     "old": {"value": "метформин", "statement": "Принимаю метформин"},
     "new": {"value": "метформин", "statement": "Я больше не принимаю метформин, врач отменил"},
     "expect": "rejected", "accept": ["invalidated"],
     "why": "a stopped drug: DOMAIN gives two readings (section 5: the user withdraws a safety fact; section 4: never "
            "merged automatically); not applied on a statement alone, invalidated accepted (quality_blind9.py)"},
    {"id": "b16-p-ru-10", "lang": "ru", "key": "work.location", "kind": "profile", "cardinality": "one",
     "old": {"value": "офис", "statement": "Работаю в офисе"},
     "new": {"value": "дом", "statement": "Сегодня я на удалёнке, работаю из дома"},
     "expect": "rejected",
     "why": "'сегодня' (today): temporary context, refused outside a task scope (DOMAIN 4; seed 000 一次性信息)"},
    {"id": "b16-p-ru-11", "lang": "ru", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "old": {"value": "Сбер", "statement": "Работаю в Сбере"},
     "new": {"value": "Яндекс", "statement": "Теперь я работаю в Яндексе"},
     "expect": "superseded", "why": "'теперь' (now) with a new employer: change (DOMAIN 2)"},

    # ================================================================== mixed with English, and other languages
    {"id": "b16-p-mix-01", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Berlin", "statement": "Ich wohne in Berlin"},
     "new": {"value": "München", "statement": "Ich bin nach München gemoved, der neue Job ist da"},
     "expect": "superseded", "why": "(Denglisch) 'gemoved' is 'moved' with a German participle: change"},
    {"id": "b16-p-mix-02", "lang": "mix", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "old": {"value": "Java", "statement": "Trabajo con Java en el backend"},
     "new": {"value": "Go", "statement": "Hicimos el switch a Go, Java ya es legacy"},
     "expect": "superseded", "why": "(Spanglish) 'hicimos el switch a' (we switched to), Java 'legacy': change"},
    {"id": "b16-p-mix-03", "lang": "mix", "key": "tools.ci", "kind": "profile", "cardinality": "one",
     "old": {"value": "Jenkins", "statement": "CIはJenkinsです"},
     "new": {"value": "GitHub Actions", "statement": "CIはGitHub Actionsにmigrateしました"},
     "expect": "superseded", "why": "(Japanese with English tech words) 'migrateしました' (migrated): change"},
    {"id": "b16-p-mix-04", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Utrecht", "statement": "Ik woon in Utrecht"},
     "new": {"value": "Amsterdam", "statement": "Ik ben verhuisd naar Amsterdam"},
     "expect": "superseded", "why": "(Dutch) 'verhuisd naar' (moved to): change, Utrecht kept as history"},
    {"id": "b16-p-mix-05", "lang": "mix", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "old": {"value": "kawa", "statement": "Piję kawę codziennie rano"},
     "new": {"value": "kawa", "statement": "Nie piję już kawy"},
     "expect": "invalidated",
     "why": "(Polish) 'nie ... już' (no longer) of the held habit, the noun inflected (kawy): ended (seed 000)"},
    {"id": "b16-p-mix-06", "lang": "mix", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "old": {"value": "fıstık", "statement": "Fıstığa alerjim var"},
     "new": {"value": "penisilin", "statement": "Ayrıca penisiline de alerjim var"},
     "expect": "added", "why": "(Turkish) 'ayrıca ... de' (also): a second allergy, both stay (seed 002)"},
    {"id": "b16-p-mix-07", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Hà Nội", "statement": "Mình sống ở Hà Nội"},
     "new": {"value": "Hà Nội", "statement": "Mình vẫn sống ở Hà Nội, chưa chuyển đi đâu cả"},
     "expect": "reinforced",
     "why": "(Vietnamese) 'vẫn' (still) and 'chưa chuyển đi đâu' (haven't moved anywhere): the held city restated"},
    {"id": "b16-p-mix-08", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Bandung", "statement": "Saya tinggal di Bandung"},
     "new": {"value": "Bogor", "statement": "Maaf, maksud saya Bogor, bukan Bandung"},
     "expect": "corrected", "why": "(Indonesian) 'maaf, maksud saya ... bukan' (sorry, I meant ... not): correction"},
    {"id": "b16-p-mix-09", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Delhi", "statement": "Main Delhi mein rehta hoon"},
     "new": {"value": "Bangalore", "statement": "Main ab Bangalore shift ho gaya hoon"},
     "expect": "superseded",
     "why": "(Hinglish) 'ab' (now) and 'shift ho gaya' (have moved), the Indian English word for relocating: change"},
    {"id": "b16-p-mix-10", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "मुंबई", "statement": "मैं मुंबई में रहता हूँ"},
     "new": {"value": "पुणे", "statement": "मेरा भाई पुणे शिफ्ट हो गया है"},
     "expect": "rejected", "accept": ["conflict"],
     "why": "(Hindi, Devanagari) 'मेरा भाई' (my brother) moved, not the user (seed 002); conflict accepted"},
    {"id": "b16-p-mix-11", "lang": "mix", "key": "tools.editor", "kind": "preference", "cardinality": "one",
     "old": {"value": "Emacs", "statement": "エディタはEmacsです"},
     "new": {"value": "Vim", "statement": "メインのエディタはVimです"},
     "expect": "conflict",
     "why": "(Japanese with English names) another editor said flatly, no cue: conflict (DOMAIN 2 default)"},
    {"id": "b16-p-mix-12", "lang": "mix", "key": "work.location", "kind": "profile", "cardinality": "one",
     "old": {"value": "Office", "statement": "Ich arbeite im Office in Frankfurt"},
     "new": {"value": "Homeoffice", "statement": "Heute bin ich im Homeoffice, morgen wieder im Office"},
     "expect": "rejected",
     "why": "(Denglisch) 'heute ... morgen wieder': one day, temporary context refused outside a task scope (DOMAIN 4)"},
    {"id": "b16-p-mix-13", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "old": {"value": "Mumbai", "statement": "Main Mumbai mein rehta hoon"},
     "new": {"value": "Mumbai", "statement": "Mumbai hi hai abhi bhi, aur mera UPI PIN 7364 hai, yaad rakhna"},
     "expect": "rejected",
     "why": "(Hinglish) the city is restated, but the message carries a UPI PIN: prohibited content is refused whole "
            "and stored nowhere (DOMAIN 4)"},
]

GATE: list[dict] = [
    # ================================================================== German
    {"id": "b16-g-de-01", "lang": "de", "key": "work.vpn_login", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Tannenzapfen!83",
     "statement": "Mein Passwort fürs Firmen-VPN ist Tannenzapfen!83, kannst du dir das merken?",
     "allow_external": False, "expect": "rejected", "why": "'Passwort' (password): a credential (DOMAIN 4)"},
    {"id": "b16-g-de-02", "lang": "de", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4294 0283 8304 7808",
     "statement": "Meine Kartennummer: 4294 0283 8304 7808, gültig bis 08/29 – für die Bahn-Buchungen",
     "allow_external": False, "expect": "rejected",
     "why": "'Kartennummer' with a Visa number that passes Luhn: a payment card number (DOMAIN 4)"},
    {"id": "b16-g-de-03", "lang": "de", "key": "auth.otp", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "731904", "statement": "Der Bestätigungscode lautet 731904, bitte schnell eintragen",
     "allow_external": False, "expect": "rejected", "why": "'Bestätigungscode' (verification code): a one-time credential"},
    {"id": "b16-g-de-04", "lang": "de", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "80331", "statement": "Meine PLZ ist 80331, für die Lieferadresse",
     "allow_external": False, "expect": "added",
     "why": "'PLZ' (Postleitzahl): a postcode of five digits looks like a code but is no secret (a false refusal counts)"},
    {"id": "b16-g-de-05", "lang": "de", "key": "orders.open_order", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "7959 9170 1629 1533",
     "statement": "Bestellnummer 7959 9170 1629 1533 – das Paket ist immer noch nicht da, bitte nachhaken",
     "allow_external": False, "expect": "added",
     "why": "16 digits grouped like a card, but it FAILS Luhn and is called an order number: stored"},
    {"id": "b16-g-de-06", "lang": "de", "key": "security.password_manager", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Proton Pass",
     "statement": "Als Passwort-Manager nutze ich Proton Pass – die Passwörter selbst kennt nur der",
     "allow_external": False, "expect": "added",
     "why": "'Passwort-Manager' names a tool; no password is in the message: an ordinary fact (DOMAIN 4)"},
    {"id": "b16-g-de-07", "lang": "de", "key": "code.indentation", "kind": "preference",
     "scope": "project:atlas/task:42", "source": "user_stated", "value": "Tabs",
     "statement": "Für diese Aufgabe bitte Tabs statt Leerzeichen", "allow_external": False, "expect": "added",
     "why": "a one-task instruction in that task's scope: it lives there and shadows, never modifies, the global "
            "preference (DOMAIN 1, 4; seed 004 局部遮蔽全局)"},

    # ================================================================== French
    {"id": "b16-g-fr-01", "lang": "fr", "key": "home.router_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Garrigue#7713", "statement": "mdp de la box : Garrigue#7713 (au cas où)",
     "allow_external": False, "expect": "rejected", "why": "'mdp' is the usual short form of 'mot de passe': a password"},
    {"id": "b16-g-fr-02", "lang": "fr", "key": "auth.otp", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "264 819",
     "statement": "Le code de vérification, c'est 264 819, vite avant qu'il expire", "allow_external": False,
     "expect": "rejected", "why": "'code de vérification': a one-time credential, spaced as French writes it"},
    {"id": "b16-g-fr-03", "lang": "fr", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "5522 1815 4576 3787",
     "statement": "Numéro de carte : 5522 1815 4576 3787, expire en 11/28 – pour les courses en ligne",
     "allow_external": False, "expect": "rejected",
     "why": "'numéro de carte' with a Mastercard number that passes Luhn: prohibited (DOMAIN 4)"},
    {"id": "b16-g-fr-04", "lang": "fr", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "69003", "statement": "Code postal : 69003, c'est Lyon 3e",
     "allow_external": False, "expect": "added", "why": "a 'code' that is a postcode: no secret, stored"},
    {"id": "b16-g-fr-05", "lang": "fr", "key": "security.password_manager", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Firefox",
     "statement": "J'oublie tout le temps mes mots de passe, alors je laisse Firefox les retenir",
     "allow_external": False, "expect": "added",
     "why": "forgetting passwords and the tool that keeps them, with no password in the message: stored"},
    {"id": "b16-g-fr-06", "lang": "fr", "key": "hobbies.collecting", "kind": "preference", "scope": "global",
     "source": "user_stated", "value": "pin's des JO de Paris",
     "statement": "Je collectionne les pin's des JO de Paris, j'en ai plus de soixante", "allow_external": False,
     "expect": "added", "why": "'pin's' in French are enamel badges, not a PIN: a hobby, stored"},

    # ================================================================== Spanish
    {"id": "b16-g-es-01", "lang": "es", "key": "home.wifi_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Pimiento_verde42",
     "statement": "La clave del wifi es Pimiento_verde42, por si vienen invitados", "allow_external": False,
     "expect": "rejected", "why": "'la clave del wifi' (the wifi password): a secret (DOMAIN 4)"},
    {"id": "b16-g-es-02", "lang": "es", "key": "account.marketplace_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Tamarindo#3390",
     "statement": "Mi contraseña de Mercado Libre es Tamarindo#3390, anótala por si se me olvida",
     "allow_external": False, "expect": "rejected", "why": "'mi contraseña' (my password): a credential (DOMAIN 4)"},
    {"id": "b16-g-es-03", "lang": "es", "key": "auth.otp", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "508217", "statement": "Mi código de verificación es 508217, corre que caduca",
     "allow_external": False, "expect": "rejected", "why": "'código de verificación': a one-time credential"},
    {"id": "b16-g-es-04", "lang": "es", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4461 6892 6725 3478",
     "statement": "Número de tarjeta: 4461 6892 6725 3478, caduca 05/30", "allow_external": False,
     "expect": "rejected", "why": "'número de tarjeta' with a Visa number that passes Luhn: prohibited"},
    {"id": "b16-g-es-05", "lang": "es", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "28013", "statement": "CP 28013, Madrid centro, para los envíos",
     "allow_external": False, "expect": "added", "why": "'CP' (código postal): a postcode, stored"},
    {"id": "b16-g-es-06", "lang": "es", "key": "orders.open_order", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "8712021833065670",
     "statement": "Número de pedido 8712021833065670, avísame cuando llegue", "allow_external": False,
     "expect": "added", "why": "16 digits that FAIL Luhn, called an order number: no card, stored"},
    {"id": "b16-g-es-07", "lang": "es", "key": "security.password_manager", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Dashlane", "statement": "Uso Dashlane como gestor de contraseñas",
     "allow_external": False, "expect": "added",
     "why": "'gestor de contraseñas' (password manager) names a tool, no password in it: stored"},

    # ================================================================== Portuguese
    {"id": "b16-g-pt-01", "lang": "pt", "key": "account.bank_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Jabuticaba@77", "statement": "Minha senha do app do banco é Jabuticaba@77",
     "allow_external": False, "expect": "rejected", "why": "(pt-BR) 'minha senha' (my password): a credential"},
    {"id": "b16-g-pt-02", "lang": "pt", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6363 6873 6531 1440",
     "statement": "Número do cartão Elo: 6363 6873 6531 1440, validade 07/29", "allow_external": False,
     "expect": "rejected", "why": "(pt-BR) a Brazilian Elo card number that passes Luhn: prohibited (DOMAIN 4)"},
    {"id": "b16-g-pt-03", "lang": "pt", "key": "auth.sms_code", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "915027", "statement": "O código de verificação que recebi por SMS é 915027",
     "allow_external": False, "expect": "rejected", "why": "(pt-PT) 'código de verificação': a one-time credential"},
    {"id": "b16-g-pt-04", "lang": "pt", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "01310-100", "statement": "Meu CEP é 01310-100",
     "allow_external": False, "expect": "added", "why": "(pt-BR) 'CEP': a Brazilian postcode, stored"},
    {"id": "b16-g-pt-05", "lang": "pt", "key": "vehicle.plate", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "RIO2A18", "statement": "A placa do meu carro é RIO2A18",
     "allow_external": False, "expect": "added", "why": "(pt-BR) a licence plate: no secret, stored"},
    {"id": "b16-g-pt-06", "lang": "pt", "key": "home.city", "kind": "profile", "scope": "global",
     "source": "inferred", "value": "Recife",
     "statement": "O usuário escreve 'oxente' e 'visse'; provavelmente mora em Recife", "allow_external": False,
     "expect": "pending", "why": "(pt-BR) a guess from regional words starts pending (DOMAIN 4)"},

    # ================================================================== Italian
    {"id": "b16-g-it-01", "lang": "it", "key": "account.instagram_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Gelato_al_pistacchio9",
     "statement": "La mia password di Instagram è Gelato_al_pistacchio9", "allow_external": False,
     "expect": "rejected", "why": "'la mia password': a credential (DOMAIN 4)"},
    {"id": "b16-g-it-02", "lang": "it", "key": "payment.card_pin", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "6150", "statement": "Il PIN del bancomat è 6150, non dirlo a nessuno",
     "allow_external": False, "expect": "rejected", "why": "a bank card PIN: a credential, digits or not"},
    {"id": "b16-g-it-03", "lang": "it", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "5516 9668 1194 4238",
     "statement": "Numero della carta: 5516 9668 1194 4238, scade 02/28", "allow_external": False,
     "expect": "rejected", "why": "a Mastercard number that passes Luhn: prohibited"},
    {"id": "b16-g-it-04", "lang": "it", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "20121", "statement": "Il mio CAP è 20121",
     "allow_external": False, "expect": "added", "why": "'CAP' (codice di avviamento postale): a postcode, stored"},
    {"id": "b16-g-it-05", "lang": "it", "key": "home.flat", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "interno 7, scala B",
     "statement": "Abito all'interno 7, scala B: scrivilo per i corrieri", "allow_external": False,
     "expect": "added", "why": "a flat number and staircase: part of an address, no secret"},
    {"id": "b16-g-it-06", "lang": "it", "key": "vehicle.plate", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "FG 482 KT", "statement": "La targa della mia macchina è FG 482 KT",
     "allow_external": False, "expect": "added", "why": "a licence plate ('targa'): stored"},

    # ================================================================== Japanese
    {"id": "b16-g-ja-01", "lang": "ja", "key": "account.amazon_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Momiji_2219", "statement": "Amazonのパスワードは Momiji_2219 です",
     "allow_external": False, "expect": "rejected", "why": "'パスワード' (password): a credential (DOMAIN 4)"},
    {"id": "b16-g-ja-02", "lang": "ja", "key": "payment.card_pin", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3807", "statement": "キャッシュカードの暗証番号は3807です",
     "allow_external": False, "expect": "rejected", "why": "'暗証番号' (PIN) of a cash card: a credential"},
    {"id": "b16-g-ja-03", "lang": "ja", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3564 4683 0949 5092",
     "statement": "カード番号は3564 4683 0949 5092、有効期限は10/28です", "allow_external": False,
     "expect": "rejected", "why": "'カード番号' with a JCB number that passes Luhn: prohibited"},
    {"id": "b16-g-ja-04", "lang": "ja", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "150-0001", "statement": "郵便番号は〒150-0001です",
     "allow_external": False, "expect": "added", "why": "a postcode (〒): stored"},
    {"id": "b16-g-ja-05", "lang": "ja", "key": "orders.open_order", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "6719977496047434",
     "statement": "注文番号は6719977496047434です。まだ届いていません", "allow_external": False,
     "expect": "added", "why": "'注文番号' (order number) of 16 digits that FAIL Luhn: no card, stored"},
    {"id": "b16-g-ja-06", "lang": "ja", "key": "work.office_location", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "35.6812, 139.7671",
     "statement": "会社の場所は地図にピンを立てておいたよ：35.6812, 139.7671", "allow_external": False,
     "expect": "added", "why": "a 'ピン' on a map is a location, not a PIN: coordinates, stored"},
    {"id": "b16-g-ja-07", "lang": "ja", "key": "security.password_manager", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "iCloudキーチェーン",
     "statement": "パスワードマネージャーはiCloudキーチェーンを使っています", "allow_external": False,
     "expect": "added", "why": "'パスワードマネージャー' names a tool, no password in it: stored"},

    # ================================================================== Korean
    {"id": "b16-g-ko-01", "lang": "ko", "key": "account.naver_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "dalgona!8842", "statement": "네이버 비밀번호는 dalgona!8842야",
     "allow_external": False, "expect": "rejected", "why": "'비밀번호' (password): a credential (DOMAIN 4)"},
    {"id": "b16-g-ko-02", "lang": "ko", "key": "auth.sms_code", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "829140", "statement": "인증번호는 829140이야, 빨리 입력해 줘",
     "allow_external": False, "expect": "rejected", "why": "'인증번호' (verification number): a one-time credential"},
    {"id": "b16-g-ko-03", "lang": "ko", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "4940-4666-1655-9868",
     "statement": "카드 번호 4940-4666-1655-9868, 유효기간 12/27", "allow_external": False,
     "expect": "rejected", "why": "'카드 번호' with dashes, a Visa number that passes Luhn: prohibited"},
    {"id": "b16-g-ko-04", "lang": "ko", "key": "home.unit", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "101동 1203호", "statement": "우리 집은 101동 1203호야, 택배 올 때 참고해",
     "allow_external": False, "expect": "added",
     "why": "an apartment block and unit number (동 / 호): part of an address, no secret"},
    {"id": "b16-g-ko-05", "lang": "ko", "key": "contact.phone", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "010-3842-1957", "statement": "내 전화번호는 010-3842-1957이야",
     "allow_external": False, "expect": "added", "why": "a phone number: contact data, stored"},
    {"id": "b16-g-ko-06", "lang": "ko", "key": "reply.formality", "kind": "temporary",
     "scope": "project:chat/task:demo-day", "source": "user_stated", "value": "반말",
     "statement": "오늘 데모에서는 반말로 해줘", "allow_external": False, "expect": "added",
     "why": "a request for today's demo only, in that task's scope: it lives there (DOMAIN 4; seed 001 只属于当前 Run)"},

    # ================================================================== Russian
    {"id": "b16-g-ru-01", "lang": "ru", "key": "account.gosuslugi_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Берёзка_1987!", "statement": "Мой пароль от Госуслуг — Берёзка_1987!",
     "allow_external": False, "expect": "rejected", "why": "'мой пароль' (my password): a credential (DOMAIN 4)"},
    {"id": "b16-g-ru-02", "lang": "ru", "key": "payment.card", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "2200 3702 0513 2963",
     "statement": "Номер карты «Мир»: 2200 3702 0513 2963, для оплаты ЖКХ", "allow_external": False,
     "expect": "rejected", "why": "'номер карты' with a Mir number that passes Luhn: prohibited"},
    {"id": "b16-g-ru-03", "lang": "ru", "key": "payment.card_pin", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "9316", "statement": "ПИН-код от карты — 9316",
     "allow_external": False, "expect": "rejected", "why": "'ПИН-код' of a card: a credential"},
    {"id": "b16-g-ru-04", "lang": "ru", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "119019", "statement": "Мой почтовый индекс — 119019",
     "allow_external": False, "expect": "added", "why": "a six-digit postcode ('индекс'): no secret, stored"},
    {"id": "b16-g-ru-05", "lang": "ru", "key": "contact.phone", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "+7 916 482-17-30", "statement": "Мой номер телефона: +7 916 482-17-30",
     "allow_external": False, "expect": "added", "why": "a phone number: contact data, stored"},
    {"id": "b16-g-ru-06", "lang": "ru", "key": "finance.bank", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Сбербанк", "statement": "Зарплатная карта у меня в Сбербанке",
     "allow_external": False, "expect": "added",
     "why": "a bank named, no card or account number in the message: stored"},
    {"id": "b16-g-ru-07", "lang": "ru", "key": "travel.location", "kind": "temporary", "scope": "global",
     "source": "user_stated", "value": "Новосибирск", "statement": "На этой неделе я в командировке в Новосибирске",
     "allow_external": False, "expect": "rejected",
     "why": "'на этой неделе' (this week), a business trip: temporary context, refused in global (DOMAIN 4)"},

    # ================================================================== mixed with English, and other languages
    {"id": "b16-g-mix-01", "lang": "mix", "key": "account.digid_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Tulpenveld88!", "statement": "Mijn wachtwoord voor DigiD is Tulpenveld88!",
     "allow_external": False, "expect": "rejected", "why": "(Dutch) 'wachtwoord' (password): a credential"},
    {"id": "b16-g-mix-02", "lang": "mix", "key": "account.email_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Kopernik_1473", "statement": "Moje hasło do poczty to Kopernik_1473",
     "allow_external": False, "expect": "rejected", "why": "(Polish) 'hasło' (password): a credential"},
    {"id": "b16-g-mix-03", "lang": "mix", "key": "account.facebook_password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "hoasen@2468", "statement": "Mật khẩu Facebook của mình là hoasen@2468",
     "allow_external": False, "expect": "rejected", "why": "(Vietnamese) 'mật khẩu' (password): a credential"},
    {"id": "b16-g-mix-04", "lang": "mix", "key": "account.password", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "Chai@Masala91", "statement": "मेरा पासवर्ड Chai@Masala91 है, याद रखना",
     "allow_external": False, "expect": "rejected", "why": "(Hindi, Devanagari) 'पासवर्ड' (password): a credential"},
    {"id": "b16-g-mix-05", "lang": "mix", "key": "dev.api_key", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "sk-Qm4Tz8Lw2Rv6Nx0Pb3Kd7Hs1Fj5Yc9Ug",
     "statement": "OpenAIのAPI keyは sk-Qm4Tz8Lw2Rv6Nx0Pb3Kd7Hs1Fj5Yc9Ug です。botで使うのでsaveしといて",
     "allow_external": False, "expect": "rejected",
     "why": "(Japanese with English tech words) an API key: a credential whatever the language around it"},
    {"id": "b16-g-mix-06", "lang": "mix", "key": "dev.ssh_private_key", "kind": "profile", "scope": "global",
     "source": "user_stated",
     "value": "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
              "QyNTUxOQAAACCk3Zr9Xm1Lq7Tw2Vb8Ns4Hc6Jp0Yf5Ug3Ke9Rd2Ma1QAAAJBzZWN0\n-----END OPENSSH PRIVATE KEY-----",
     "statement": "Hier ist mein private Key für den Server, bitte safe abspeichern:\n"
                  "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n"
                  "QyNTUxOQAAACCk3Zr9Xm1Lq7Tw2Vb8Ns4Hc6Jp0Yf5Ug3Ke9Rd2Ma1QAAAJBzZWN0\n-----END OPENSSH PRIVATE KEY-----",
     "allow_external": False, "expect": "rejected", "why": "(Denglisch) a private key: a secret (DOMAIN 4)"},
    {"id": "b16-g-mix-07", "lang": "mix", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "560034", "statement": "Mera PIN code 560034 hai, Koramangala wala",
     "allow_external": False, "expect": "added",
     "why": "(Hinglish) in India the 'PIN code' is the Postal Index Number: a postcode, not a PIN; stored"},
    {"id": "b16-g-mix-08", "lang": "mix", "key": "home.postcode", "kind": "profile", "scope": "global",
     "source": "user_stated", "value": "3511 LX", "statement": "Mijn postcode is 3511 LX, in Utrecht",
     "allow_external": False, "expect": "added", "why": "(Dutch) a postcode with letters: stored"},
    {"id": "b16-g-mix-09", "lang": "mix", "key": "orders.tracking", "kind": "episodic", "scope": "global",
     "source": "user_stated", "value": "JP4829173650", "statement": "Nomor resi JNE saya JP4829173650, tolong pantau ya",
     "allow_external": False, "expect": "added",
     "why": "(Indonesian) 'nomor resi' is a courier tracking number with letters: no secret, stored"},
]

RECALL: list[dict] = [
    {"id": "b16-r-de", "lang": "de", "memories": [
        {"key": "home.city", "value": "München", "statement": "Ich wohne in München", "kind": "profile"},
        {"key": "stack.language", "value": "Java", "statement": "Ich programmiere hauptsächlich in Java",
         "kind": "preference"},
        {"key": "health.allergy", "value": "Erdnüsse", "statement": "Ich bin allergisch gegen Erdnüsse",
         "kind": "safety", "cardinality": "many"},
        {"key": "work.employer", "value": "Siemens", "statement": "Ich arbeite bei Siemens", "kind": "profile"},
        {"key": "home.city", "value": "Hamburg", "statement": "Wir sind nach Hamburg umgezogen", "kind": "profile"},
        {"key": "stack.language", "value": "Kotlin", "statement": "Im Team sind wir komplett auf Kotlin umgestiegen",
         "kind": "preference"},
        {"key": "health.allergy", "value": "Penicillin", "statement": "Außerdem bin ich allergisch gegen Penicillin",
         "kind": "safety", "cardinality": "many"},
        {"key": "work.location", "value": "Homeoffice", "statement": "Heute arbeite ich im Homeoffice",
         "kind": "temporary"},
        {"key": "home.wifi_password", "value": "Zugspitze!4471", "statement": "Das WLAN-Passwort lautet Zugspitze!4471",
         "kind": "profile"},
        {"key": "work.employer", "value": "Siemens", "statement": "Ich bin immer noch bei Siemens, nicht gewechselt",
         "kind": "profile"},
     ],
     "queries": [
        {"q": "Wo wohne ich?", "top3": ["Hamburg"], "not_top3": ["München"]},
        {"q": "Welche Programmiersprache benutze ich?", "top3": ["Kotlin"], "not_top3": ["Java"]},
        {"q": "Wogegen bin ich allergisch?", "top3": ["Erdnüsse", "Penicillin"], "not_top3": []},
        {"q": "Wie lautet das WLAN-Passwort?", "top3": [], "not_top3": ["Zugspitze!4471"]},
     ]},

    {"id": "b16-r-es", "lang": "es", "memories": [
        {"key": "home.city", "value": "Madrid", "statement": "Vivo en Madrid", "kind": "profile"},
        {"key": "stack.database", "value": "MySQL", "statement": "En el trabajo usamos MySQL", "kind": "profile"},
        {"key": "languages.spoken", "value": "español", "statement": "Hablo español", "kind": "profile",
         "cardinality": "many"},
        {"key": "home.city", "value": "Valencia", "statement": "Me mudé a Valencia, por fin cerca del mar",
         "kind": "profile"},
        {"key": "stack.database", "value": "PostgreSQL", "statement": "Cambiamos a PostgreSQL en todo el backend",
         "kind": "profile"},
        {"key": "languages.spoken", "value": "inglés", "statement": "También hablo inglés", "kind": "profile",
         "cardinality": "many"},
        {"key": "work.location", "value": "Barcelona", "statement": "Hoy trabajo desde Barcelona", "kind": "temporary"},
        {"key": "payment.card", "value": "4158 7307 5618 3434",
         "statement": "Mi número de tarjeta es 4158 7307 5618 3434", "kind": "profile"},
        {"key": "home.city", "value": "Valencia", "statement": "Sigo en Valencia, no me he vuelto a mudar",
         "kind": "profile"},
     ],
     "queries": [
        {"q": "¿Dónde vivo?", "top3": ["Valencia"], "not_top3": ["Madrid", "Barcelona"]},
        {"q": "¿Qué base de datos usamos?", "top3": ["PostgreSQL"], "not_top3": ["MySQL"]},
        {"q": "¿Qué idiomas hablo?", "top3": ["español", "inglés"], "not_top3": []},
        {"q": "¿Cuál es mi número de tarjeta?", "top3": [], "not_top3": ["4158 7307 5618 3434"]},
     ]},

    {"id": "b16-r-ja", "lang": "ja", "memories": [
        {"key": "home.city", "value": "大阪", "statement": "大阪に住んでいます", "kind": "profile"},
        {"key": "health.allergy", "value": "そば", "statement": "そばアレルギーがあります", "kind": "safety",
         "cardinality": "many"},
        {"key": "stack.language", "value": "Ruby", "statement": "仕事ではRubyを使っています", "kind": "preference"},
        {"key": "work.employer", "value": "楽天", "statement": "楽天で働いています", "kind": "profile"},
        {"key": "home.city", "value": "東京", "statement": "東京に引っ越しました", "kind": "profile"},
        {"key": "stack.language", "value": "Go", "statement": "バックエンドをGoに移行しました", "kind": "preference"},
        {"key": "health.allergy", "value": "卵", "statement": "卵アレルギーもあります", "kind": "safety",
         "cardinality": "many"},
        {"key": "account.gmail_password", "value": "hanaBi_8834", "statement": "Gmailのパスワードは hanaBi_8834 です",
         "kind": "profile"},
        {"key": "work.location", "value": "在宅", "statement": "今日は在宅勤務です", "kind": "temporary"},
     ],
     "queries": [
        {"q": "私はどこに住んでいますか？", "top3": ["東京"], "not_top3": ["大阪"]},
        {"q": "仕事で使っている言語は？", "top3": ["Go"], "not_top3": ["Ruby"]},
        {"q": "私のアレルギーは？", "top3": ["そば", "卵"], "not_top3": []},
        {"q": "Gmailのパスワードは？", "top3": [], "not_top3": ["hanaBi_8834"]},
     ]},

    {"id": "b16-r-ko", "lang": "ko", "memories": [
        {"key": "home.city", "value": "서울", "statement": "서울에 살아요", "kind": "profile"},
        {"key": "devices.phone", "value": "갤럭시", "statement": "갤럭시 써요", "kind": "profile"},
        {"key": "reply.formality", "value": "존댓말", "statement": "존댓말로 대답해 주세요", "kind": "preference"},
        {"key": "health.allergy", "value": "땅콩", "statement": "땅콩 알레르기가 있어요", "kind": "safety",
         "cardinality": "many"},
        {"key": "home.city", "value": "부산", "statement": "부산으로 이사했어요", "kind": "profile"},
        {"key": "devices.phone", "value": "아이폰", "statement": "아이폰으로 바꿨어요", "kind": "profile"},
        {"key": "reply.formality", "value": "반말", "statement": "오늘은 반말로 해줘", "kind": "temporary"},
        {"key": "auth.sms_code", "value": "304817", "statement": "인증번호 304817 입력해 줘", "kind": "temporary"},
     ],
     "queries": [
        {"q": "나 어디 살아?", "top3": ["부산"], "not_top3": ["서울"]},
        {"q": "내 휴대폰 기종이 뭐야?", "top3": ["아이폰"], "not_top3": ["갤럭시"]},
        {"q": "어떤 말투로 대답해야 해?", "top3": ["존댓말"], "not_top3": ["반말"]},
        {"q": "인증번호 뭐였지?", "top3": [], "not_top3": ["304817"]},
     ]},

    {"id": "b16-r-ru", "lang": "ru", "memories": [
        {"key": "home.city", "value": "Москва", "statement": "Я живу в Москве", "kind": "profile"},
        {"key": "drinks.coffee", "value": "кофе", "statement": "Пью кофе каждое утро", "kind": "preference"},
        {"key": "stack.frontend", "value": "JavaScript", "statement": "На фронтенде пишу на JavaScript",
         "kind": "preference"},
        {"key": "home.city", "value": "Казань", "statement": "Я переехал в Казань", "kind": "profile"},
        {"key": "stack.frontend", "value": "TypeScript", "statement": "Мы перешли на TypeScript", "kind": "preference"},
        {"key": "drinks.coffee", "value": "кофе", "statement": "Я больше не пью кофе", "kind": "preference"},
        {"key": "drinks.morning", "value": "зелёный чай", "statement": "Теперь по утрам пью зелёный чай",
         "kind": "preference"},
        {"key": "payment.card", "value": "2202 4873 3946 0421", "statement": "Номер карты: 2202 4873 3946 0421",
         "kind": "profile"},
     ],
     "queries": [
        {"q": "Где я живу?", "top3": ["Казань"], "not_top3": ["Москва"]},
        {"q": "На чём я пишу фронтенд?", "top3": ["TypeScript"], "not_top3": ["JavaScript"]},
        {"q": "Что я пью по утрам?", "top3": ["зелёный чай"], "not_top3": ["кофе"]},
        {"q": "Какой у меня номер карты?", "top3": [], "not_top3": ["2202 4873 3946 0421"]},
     ]},

    {"id": "b16-r-fr-en", "lang": "fr", "memories": [
        {"key": "home.city", "value": "Lyon", "statement": "J'habite à Lyon", "kind": "profile"},
        {"key": "work.employer", "value": "Capgemini", "statement": "Je travaille chez Capgemini", "kind": "profile"},
        {"key": "diet.type", "value": "végétarien", "statement": "Je suis végétarien", "kind": "preference"},
        {"key": "languages.spoken", "value": "français", "statement": "Je parle français", "kind": "profile",
         "cardinality": "many"},
        {"key": "home.city", "value": "Nantes", "statement": "On a déménagé à Nantes, la maison est plus grande",
         "kind": "profile"},
        {"key": "work.employer", "value": "Thales", "statement": "Je suis passé chez Thales, nouveau poste",
         "kind": "profile"},
        {"key": "diet.type", "value": "végétarien", "statement": "Je ne suis plus végétarien, je remange du poisson",
         "kind": "preference"},
        {"key": "languages.spoken", "value": "anglais", "statement": "Je parle aussi anglais", "kind": "profile",
         "cardinality": "many"},
        {"key": "account.password", "value": "Marmotte!5520", "statement": "Mon mot de passe Free est Marmotte!5520",
         "kind": "profile"},
     ],
     "queries": [
        {"q": "Where do I live?", "top3": ["Nantes"], "not_top3": ["Lyon"]},
        {"q": "Which company do I work for?", "top3": ["Thales"], "not_top3": ["Capgemini"]},
        {"q": "Which languages do I speak?", "top3": ["français", "anglais"], "not_top3": []},
        {"q": "What's my Free password?", "top3": [], "not_top3": ["Marmotte!5520"]},
     ]},
]

SEQUENCES: list[dict] = [
    # ================================================================== German
    {"id": "b16-s-de-01", "lang": "de", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "München", "statement": "Ich wohne in München", "expect": "added"},
        {"day": 15, "value": "Hamburg", "statement": "Heute arbeite ich von Hamburg aus, morgen bin ich wieder zurück",
         "expect": "rejected"},
        {"day": 40, "value": "Hamburg", "statement": "Wir sind nach Hamburg umgezogen, endlich eine größere Wohnung",
         "expect": "superseded"},
        {"day": 70, "value": "Hamburg", "statement": "Ich bin nicht schon wieder umgezogen – immer noch Hamburg",
         "expect": "reinforced"},
     ],
     "final": ["Hamburg"],
     "as_of": [{"date": "2026-01-20", "values": ["München"]}, {"date": "2026-02-20", "values": ["Hamburg"]}],
     "believed": [{"day": 16, "values": ["München"]}, {"day": 41, "values": ["Hamburg"]}],
     "why": "a day working from Hamburg is temporary context and changes nothing (DOMAIN 4); 'umgezogen' does, München "
            "kept for its time (DOMAIN 2, 3); the negated move then restates Hamburg"},
    {"id": "b16-s-de-02", "lang": "de", "key": "code.indentation", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Leerzeichen", "statement": "Ich rücke immer mit Leerzeichen ein, vier pro Ebene",
         "expect": "added"},
        {"day": 10, "value": "Tabs", "statement": "Für diese Aufgabe bitte Tabs statt Leerzeichen", "expect": "rejected"},
        {"day": 40, "value": "Leerzeichen", "statement": "Sonst bleibt es bei Leerzeichen, wie immer",
         "expect": "reinforced"},
     ],
     "final": ["Leerzeichen"],
     "as_of": [{"date": "2026-01-20", "values": ["Leerzeichen"]}],
     "believed": [{"day": 11, "values": ["Leerzeichen"]}, {"day": 41, "values": ["Leerzeichen"]}],
     "why": "a one-task instruction sent to the global scope is refused there and never changes the global preference "
            "(DOMAIN 1, 4; seed 004 单次任务指令不修改全局); the preference is then restated"},

    # ================================================================== French
    {"id": "b16-s-fr-01", "lang": "fr", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Lyon", "statement": "J'habite à Lyon", "expect": "added"},
        {"day": 3, "value": "Lille", "statement": "Pardon, je voulais dire Lille, pas Lyon – faute de frappe",
         "expect": "corrected"},
        {"day": 40, "value": "Lille", "statement": "Toujours à Lille, il pleut comme d'habitude", "expect": "reinforced"},
     ],
     "final": ["Lille"],
     "as_of": [{"date": "2026-01-02", "values": ["Lille"]}],
     "believed": [{"day": 2, "values": ["Lyon"]}, {"day": 4, "values": ["Lille"]}],
     "why": "a correction: Lyon never held and Lille takes its valid time, though on day 2 the ledger still believed "
            "Lyon (DOMAIN 2 correction, DOMAIN 3 transaction time)"},
    {"id": "b16-s-fr-02", "lang": "fr", "key": "diet.type", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "végétarien", "statement": "Je suis végétarien", "expect": "added"},
        {"day": 20, "value": "viande",
         "statement": "Aujourd'hui je mange de la viande, c'est l'anniversaire de mon père", "expect": "rejected"},
        {"day": 50, "value": "végétarien",
         "statement": "Je ne suis plus végétarien, j'ai recommencé à manger du poisson", "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-01", "values": ["végétarien"]}],
     "believed": [{"day": 21, "values": ["végétarien"]}, {"day": 51, "values": []}],
     "why": "today's exception is temporary context (seed 000 一次性信息); 'ne ... plus' ends the diet on day 50, and it "
            "still answers for 1 Feb (seed 000: 标记失效，保留记录)"},

    # ================================================================== Spanish
    {"id": "b16-s-es-01", "lang": "es", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Madrid", "statement": "Vivo en Madrid", "expect": "added"},
        {"day": 10, "value": "Madrid", "statement": "Sigo en Madrid. Por cierto, la clave del wifi es Azahar_5531",
         "expect": "rejected"},
        {"day": 20, "value": "Madrid", "statement": "No me he mudado, sigo viviendo en Madrid", "expect": "reinforced"},
        {"day": 45, "value": "Valencia", "statement": "Me mudé a Valencia, por fin cerca del mar",
         "expect": "superseded"},
        {"day": 70, "value": "Valencia", "statement": "Sigo en Valencia, encantada", "expect": "reinforced"},
     ],
     "final": ["Valencia"],
     "as_of": [{"date": "2026-01-20", "values": ["Madrid"]}, {"date": "2026-03-01", "values": ["Valencia"]}],
     "believed": [{"day": 11, "values": ["Madrid"]}, {"day": 44, "values": ["Madrid"]},
                  {"day": 46, "values": ["Valencia"]}],
     "why": "a restatement carrying a wifi password is refused whole (DOMAIN 4: stored nowhere) and Madrid stays; the "
            "negated move restates it; 'me mudé a' changes the city, Madrid kept for its time"},
    {"id": "b16-s-es-02", "lang": "es", "key": "stack.database", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "MySQL", "statement": "En el trabajo usamos MySQL", "expect": "added"},
        {"day": 30, "value": "PostgreSQL", "statement": "Cambiamos a PostgreSQL, MySQL ya está apagado",
         "expect": "superseded"},
        {"day": 31, "value": "MongoDB", "source": "inferred",
         "statement": "El usuario pregunta mucho por MongoDB; quizá lo usa en el trabajo", "expect": "pending"},
        {"day": 60, "value": "PostgreSQL", "statement": "Seguimos con PostgreSQL", "expect": "reinforced"},
     ],
     "final": ["PostgreSQL"],
     "as_of": [{"date": "2026-01-20", "values": ["MySQL"]}, {"date": "2026-02-15", "values": ["PostgreSQL"]}],
     "believed": [{"day": 29, "values": ["MySQL"]}, {"day": 32, "values": ["PostgreSQL"]}],
     "why": "'cambiamos a' is a change; the agent's guess stays pending and never overrides the user's value (DOMAIN 4); "
            "'seguimos con' restates it"},

    # ================================================================== Portuguese
    {"id": "b16-s-pt-01", "lang": "pt", "key": "work.employer", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Itaú", "statement": "Trabalho no Itaú", "expect": "added"},
        {"day": 30, "value": "Nubank", "statement": "Agora trabalho no Nubank, gosto muito da equipe",
         "expect": "superseded"},
        {"day": 60, "value": "Nubank", "statement": "Continuo no Nubank, tudo certo", "expect": "reinforced"},
     ],
     "final": ["Nubank"],
     "as_of": [{"date": "2026-01-20", "values": ["Itaú"]}, {"date": "2026-02-15", "values": ["Nubank"]}],
     "believed": [{"day": 29, "values": ["Itaú"]}, {"day": 31, "values": ["Nubank"]}],
     "why": "(pt-BR) 'agora' (now) changes the employer, Itaú kept for January; 'continuo' restates Nubank"},
    {"id": "b16-s-pt-02", "lang": "pt", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Aveiro", "statement": "Vivo em Aveiro", "expect": "added"},
        {"day": 2, "value": "Coimbra", "statement": "Desculpa, enganei-me: é Coimbra, não Aveiro", "expect": "corrected"},
        {"day": 50, "value": "Coimbra, Baixa", "statement": "Moro em Coimbra, na Baixa, perto da Sé Velha",
         "expect": "refined"},
     ],
     "final": ["Coimbra, Baixa"],
     "as_of": [{"date": "2026-01-02", "values": ["Coimbra"]}, {"date": "2026-02-15", "values": ["Coimbra"]}],
     "believed": [{"day": 1, "values": ["Aveiro"]}, {"day": 3, "values": ["Coimbra"]},
                  {"day": 51, "values": ["Coimbra, Baixa"]}],
     "why": "(pt-PT) 'enganei-me' corrects: Aveiro never held, Coimbra takes its valid time; the quarter then refines "
            "the city (seed 000 细化), the general value holding until day 50"},

    # ================================================================== Italian
    {"id": "b16-s-it-01", "lang": "it", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Milano", "statement": "Abito a Milano", "expect": "added"},
        {"day": 20, "value": "Milano", "statement": "Non mi sono trasferito, abito ancora a Milano",
         "expect": "reinforced"},
        {"day": 50, "value": "Torino", "statement": "Mi sono trasferito a Torino per lavoro", "expect": "superseded"},
        {"day": 70, "value": "Torino", "statement": "Sempre a Torino, mi trovo bene", "expect": "reinforced"},
     ],
     "final": ["Torino"],
     "as_of": [{"date": "2026-02-01", "values": ["Milano"]}, {"date": "2026-03-01", "values": ["Torino"]}],
     "believed": [{"day": 49, "values": ["Milano"]}, {"day": 51, "values": ["Torino"]}],
     "why": "the negated move restates Milano; 'mi sono trasferito a' changes it, Milano kept for its time"},
    {"id": "b16-s-it-02", "lang": "it", "key": "health.anticoagulant", "kind": "safety", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "warfarin", "statement": "Prendo il warfarin tutti i giorni", "expect": "added"},
        {"day": 20, "value": "warfarin", "statement": "Sempre warfarin, controllo l'INR ogni mese", "expect": "reinforced"},
        {"day": 40, "value": "apixaban", "statement": "Sono passato all'apixaban, il cardiologo ha cambiato la terapia",
         "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 39, "values": ["warfarin"]}, {"day": 41, "values": []}],
     "why": "a change cue on a safety fact is not applied on its own: both kept for the user to confirm (DOMAIN 4: "
            "high-risk kinds never merged automatically), neither active meanwhile"},

    # ================================================================== Japanese
    {"id": "b16-s-ja-01", "lang": "ja", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "大阪", "statement": "大阪に住んでいます", "expect": "added"},
        {"day": 30, "value": "東京", "statement": "東京に引っ越しました", "expect": "superseded"},
        {"day": 60, "value": "東京", "statement": "まだ東京に住んでるよ", "expect": "reinforced"},
        {"day": 61, "value": "大阪", "statement": "今日は大阪に出張中", "expect": "rejected"},
     ],
     "final": ["東京"],
     "as_of": [{"date": "2026-01-20", "values": ["大阪"]}, {"date": "2026-02-15", "values": ["東京"]}],
     "believed": [{"day": 29, "values": ["大阪"]}, {"day": 31, "values": ["東京"]}, {"day": 62, "values": ["東京"]}],
     "why": "'引っ越しました' changes the city, 大阪 kept for January; '今日は…出張中' (on a business trip today) is "
            "temporary context and does not bring 大阪 back (DOMAIN 4)"},
    {"id": "b16-s-ja-02", "lang": "ja", "key": "drinks.coffee", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "コーヒー", "statement": "毎朝コーヒーを飲みます", "expect": "added"},
        {"day": 15, "value": "コーヒー", "statement": "今もコーヒーは毎朝飲んでるよ", "expect": "reinforced"},
        {"day": 40, "value": "コーヒー", "statement": "もうコーヒーは飲んでいません。カフェインをやめました",
         "expect": "invalidated"},
     ],
     "final": [],
     "as_of": [{"date": "2026-02-01", "values": ["コーヒー"]}],
     "believed": [{"day": 39, "values": ["コーヒー"]}, {"day": 41, "values": []}],
     "why": "'今も' restates the habit; 'もう…ていません' ends it on day 40, and it still answers for 1 Feb (seed 000: "
            "标记失效，保留记录)"},

    # ================================================================== Korean
    {"id": "b16-s-ko-01", "lang": "ko", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "서울", "statement": "서울에 살아요", "expect": "added"},
        {"day": 20, "value": "서울", "statement": "이사 안 했어, 아직 서울 살아", "expect": "reinforced"},
        {"day": 50, "value": "부산", "statement": "부산으로 이사했어", "expect": "superseded"},
     ],
     "final": ["부산"],
     "as_of": [{"date": "2026-02-01", "values": ["서울"]}],
     "believed": [{"day": 49, "values": ["서울"]}, {"day": 51, "values": ["부산"]}],
     "why": "the negated move restates 서울; '이사했어' changes the city, 서울 kept for its time (DOMAIN 2, 3)"},
    {"id": "b16-s-ko-02", "lang": "ko", "key": "reply.formality", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "존댓말", "statement": "존댓말로 대답해 주세요", "expect": "added"},
        {"day": 10, "value": "반말", "statement": "오늘은 반말로 해줘", "expect": "rejected"},
        {"day": 40, "value": "반말", "statement": "이제부터 반말로 해줘, 그게 편해", "expect": "superseded"},
     ],
     "final": ["반말"],
     "as_of": [{"date": "2026-01-20", "values": ["존댓말"]}],
     "believed": [{"day": 11, "values": ["존댓말"]}, {"day": 41, "values": ["반말"]}],
     "why": "'오늘은' (today) is a one-day request and changes nothing (DOMAIN 4); '이제부터' (from now on) is a lasting "
            "change (DOMAIN 2)"},

    # ================================================================== Russian
    {"id": "b16-s-ru-01", "lang": "ru", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Москва", "statement": "Я живу в Москве", "expect": "added"},
        {"day": 30, "value": "Казань", "statement": "Я переехал в Казань", "expect": "superseded"},
        {"day": 31, "value": "Санкт-Петербург", "source": "inferred",
         "statement": "Пользователь часто спрашивает про погоду в Петербурге; возможно, живёт там", "expect": "pending"},
        {"day": 60, "value": "Казань", "statement": "Всё ещё живу в Казани", "expect": "reinforced"},
     ],
     "final": ["Казань"],
     "as_of": [{"date": "2026-01-20", "values": ["Москва"]}, {"date": "2026-02-15", "values": ["Казань"]}],
     "believed": [{"day": 29, "values": ["Москва"]}, {"day": 32, "values": ["Казань"]}],
     "why": "'переехал в' changes the city; the agent's guess stays pending and never overrides it (DOMAIN 4); 'всё ещё' "
            "restates Казань (inflected, в Казани)"},
    {"id": "b16-s-ru-02", "lang": "ru", "key": "work.title", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "аналитик данных", "statement": "Я аналитик данных", "expect": "added"},
        {"day": 20, "value": "аналитик данных", "statement": "Я всё ещё аналитик данных", "expect": "reinforced"},
        {"day": 50, "value": "продакт-менеджер", "statement": "Я продакт-менеджер", "expect": "conflict"},
     ],
     "final": [],
     "believed": [{"day": 49, "values": ["аналитик данных"]}, {"day": 51, "values": []}],
     "why": "'всё ещё' restates the title; another title said flatly, no cue: conflict, neither active until the user "
            "says (DOMAIN 2; seed 000 保守策略)"},

    # ================================================================== mixed with English, and other languages
    {"id": "b16-s-mix-01", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Berlin", "statement": "Ich wohne in Berlin", "expect": "added"},
        {"day": 30, "value": "München", "statement": "Ich bin nach München gemoved, der neue Job ist da",
         "expect": "superseded"},
        {"day": 60, "value": "München", "statement": "München ist jetzt mein Home, definitely", "expect": "reinforced"},
     ],
     "final": ["München"],
     "as_of": [{"date": "2026-01-20", "values": ["Berlin"]}, {"date": "2026-02-15", "values": ["München"]}],
     "believed": [{"day": 29, "values": ["Berlin"]}, {"day": 31, "values": ["München"]}],
     "why": "(Denglisch) 'gemoved' is a change; 'jetzt' beside the held value restates it (same value first, DOMAIN 2)"},
    {"id": "b16-s-mix-02", "lang": "mix", "key": "stack.language", "kind": "preference", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Java", "statement": "Trabajo con Java en el backend", "expect": "added"},
        {"day": 40, "value": "Go", "statement": "Hicimos el switch a Go, Java ya es legacy", "expect": "superseded"},
        {"day": 70, "value": "Go", "statement": "Seguimos full Go, no hay vuelta atrás", "expect": "reinforced"},
     ],
     "final": ["Go"],
     "as_of": [{"date": "2026-02-01", "values": ["Java"]}, {"date": "2026-03-01", "values": ["Go"]}],
     "believed": [{"day": 39, "values": ["Java"]}, {"day": 41, "values": ["Go"]}],
     "why": "(Spanglish) 'hicimos el switch a' is a change, Java kept as history; 'seguimos' restates Go"},
    {"id": "b16-s-mix-03", "lang": "mix", "key": "home.city", "kind": "profile", "cardinality": "one",
     "steps": [
        {"day": 0, "value": "Delhi", "statement": "Main Delhi mein rehta hoon", "expect": "added"},
        {"day": 30, "value": "Bangalore", "statement": "Main ab Bangalore shift ho gaya hoon", "expect": "superseded"},
        {"day": 60, "value": "Bangalore", "statement": "Abhi bhi Bangalore mein hi hoon", "expect": "reinforced"},
     ],
     "final": ["Bangalore"],
     "as_of": [{"date": "2026-01-20", "values": ["Delhi"]}, {"date": "2026-02-15", "values": ["Bangalore"]}],
     "believed": [{"day": 29, "values": ["Delhi"]}, {"day": 31, "values": ["Bangalore"]}],
     "why": "(Hinglish) 'ab ... shift ho gaya' (now moved) changes the city; 'abhi bhi' (still) restates it"},
    {"id": "b16-s-mix-04", "lang": "mix", "key": "health.allergy", "kind": "safety", "cardinality": "many",
     "steps": [
        {"day": 0, "value": "pinda's", "statement": "Ik ben allergisch voor pinda's", "expect": "added"},
        {"day": 20, "value": "kiwi", "statement": "Ik ben nu ook allergisch voor kiwi", "expect": "added"},
        {"day": 50, "value": "pinda's", "statement": "Pinda's nog steeds, dat blijft", "expect": "reinforced"},
     ],
     "final": ["pinda's", "kiwi"],
     "as_of": [{"date": "2026-01-10", "values": ["pinda's"]}, {"date": "2026-02-01", "values": ["pinda's", "kiwi"]}],
     "believed": [{"day": 19, "values": ["pinda's"]}, {"day": 21, "values": ["pinda's", "kiwi"]}],
     "why": "(Dutch) 'nu ook' (now also) is a supplement on the many allergy key, not a change: both stay (seed 002); "
            "'nog steeds' (still) restates the first"},
]
