"""Credentials named in languages other than English and Chinese (DOMAIN.md §4: a password, PIN, API key, token or
one-time code is refused whatever language names it: "mein WLAN-Passwort ist Kx9!mPq2", "mi contraseña es
Tulipán2024", "パスワードは hunter2x9", "비밀번호는 sunset42", "мой пароль hunter2x9", "Bestätigungscode: 482913").

`ledger.secret_patterns` adds these patterns to its own, `ledger.secret_search` these words to its prefilter's hints
and `ledger.secret_keys` the key nouns to the keys it refuses. The texts reach the patterns as `ledger.secrets._shown`
shows them: full-width forms folded, Traditional Chinese read as Simplified, so the kanji of Japanese words appear in
both forms here (認証 is read as 认证).

A value after a credential word counts when it looks like a secret: a digit or a symbol in it ("ist Sonnenblume"
says a word, and so does "es muy débil": a password of words alone is refused when the command sends it as its
value, `declares_credential`). Tools for keeping passwords are no password ("Passwort-Manager", "gestor de
contraseñas", "パスワードマネージャー").
"""

from __future__ import annotations

import re

# -- the words ---------------------------------------------------------------------------------------------------------
# French "mdp" opens a text or a clause, or follows a French word ("mdp : Soleil2024!", "mon mdp est …", "le mdp
# du wifi"); after an English word, a file's dot or before an English noun it is a Markov decision process or
# GROMACS' parameter file ("My GROMACS mdp file is md_0_1.mdp", "our mdp is GridWorld-8x8", "the mdp = 0.95", "em.mdp")
_MDP = (r"(?:(?<![^\W\d_] )|(?<=\bmon )|(?<=\bton )|(?<=\bson )|(?<=\ble )|(?<=\bdu )|(?<=\bde )"
        r"|(?<=\bun )|(?<=\bmes )|(?<=\bles )|(?<=\bnotre )|(?<=\bvotre )|(?<=\bnouveau )|(?<=\bancien )|(?<=\bvoici ))"
        r"(?<!\.)(?-i:\bmdp\b)(?!\s+(?:files?|for|is|was|params?|parameters?|settings?|options?)\b)")
# Spanish "clave" (a password), not the clave of salsa, the instrument and its rhythm ("The clave I use is LP-210",
# "Clave direction: 2-3/3-2"), not "la clave del curso" (a course's code)
_CLAVE = (r"(?<!\bthe )(?<!\bmy )(?<!\ba )\bclave\b(?! del curso\b)"
          r"(?!\s+(?:direction|pattern|rhythm|beat|sticks?|i|is|was|player|block)\b)")
# A credential word, lower case (the patterns ignore case). Each holds one of HINTS, which the prefilter looks for.
_EUROPEAN = (
    # German (in compounds too: "WLAN-Passwort", "Bankkennwort", "Karten-PIN" is the English "pin")
    r"passwort|kennwort|zugangscode|zugangsdaten|geheimzahl|geheimnummer|api-?schlüssel|zugangstoken"
    r"|entsperrcode|türcode|(?:wlan|wifi|wi-fi|netzwerk)-?schlüssel"
    # French ("mdp" in lower case, or "MDP :": "MDP" is also a product, a Markov decision process; not the English
    # one of code and config: "My GROMACS mdp file is md_0_1.mdp", "our mdp is GridWorld-8x8", "the mdp = 0.95")
    r"|mot de passe|" + _MDP + r"|(?<!source )\bcode secret|code pin\b|code confidentiel|code d['’]accès"
    r"|clé (?:d['’])?api"
    r"|clé secrète|clé wi-?fi|jeton d['’]accès|digicode"
    # a Wi-Fi's code by that name: "le code wifi", "el código del wifi", "o código do wi-fi", "il codice del wifi"
    r"|\bcode (?:du |de la )?wi-?fi|c[oó]dig?o (?:del |do |da )?wi-?fi|codice (?:del )?wi-?fi"
    # Spanish and Portuguese ("clave" alone is also "the key to success": a value with a digit decides)
    r"|contraseña|" + _CLAVE + r"|senha|palavra-passe|chave (?:de )?api"
    # Italian (its "password" is English's), Dutch, Polish, Turkish, Nordic, Finnish, Czech
    r"|parola d['’]ordine|codice (?:pin|segreto)|chiave (?:api|segreta)|wachtwoord|toegangscode"
    r"|hasło|hasła|haslo|kod pin|kod dostępu|şifre|şifrem|şifresi|lösenord|passord|adgangskode|salasana|heslo"
    # Vietnamese, Indonesian and Malay
    r"|mật khẩu|mã pin|kata sandi|kata laluan|kode pin"
    # Russian and Ukrainian, Greek
    r"|пароль|пин-?код|\bпин\b|код доступа|ключ api|api[- ]ключ|токен доступа|api-?токен|токен api|κωδικός πρόσβασης"
    # the code that opens a door: "el código de la puerta", "Code für die Haustür", "код от домофона"
    r"|c[oó]dig?o (?:de (?:la )?|do )?(?:puerta|portão|portal)|code (?:de la )?porte|codice del portone"
    r"|code für die (?:haus)?tür|код (?:от )?(?:домофона|двери|подъезда)"
)
_ASIAN = (
    # Japanese (認証 / 认证: see the module's docstring), Korean, Hindi, Arabic, Hebrew, Thai
    r"パスワード|暗[証证]番号|暗[証证]コード|パスコード|PINコード|秘密[鍵键]|APIキー|アクセストークン|APIトークン"
    r"|비밀번호|비번|패스워드|암호(?!화)|핀\s?번호|PIN\s?번호|API\s?키|액세스\s?토큰"
    r"|पासवर्ड|पिन|كلمة (?:المرور|السر)|סיסמ[הא]|รหัสผ่าน"
)
# one-time codes (their patterns need digits: a code is 4-8 of them)
_CODES = (
    r"bestätigungscode|verifizierungscode|sicherheitscode|einmalcode|einmalpasswort|sms-code|code aus der sms"
    r"|code de (?:vérification|confirmation|sécurité)|code à usage unique|code (?:reçu )?par sms"
    r"|código de (?:verificación|verificação|acceso|acesso|seguridad|segurança|confirmación|confirmação)"
    r"|codice (?:di verifica|di accesso|di sicurezza|otp)|verificatiecode|kod (?:weryfikacyjny|sms)|doğrulama kodu"
    r"|mã (?:xác minh|xác nhận|otp)|kode (?:verifikasi|otp)|код (?:подтверждения|из смс)|одноразовый код"
    r"|[認认][証证]コード|[認认][証证]番号|[確确][認认]コード|ワンタイムパスワード|인증\s?번호|인증\s?코드|보안\s?코드|OTP(?=[는은이가はが])"
    r"|ओटीपी|رمز التحقق"
)
# tools and rules for passwords, no password ("Passwort-Manager", "gestor de contraseñas" is the noun after)
_TOOL_AFTER = (r"(?!\s?-?\s?(?:manager|verwaltung|tresor|safe|richtlinie|regeln|vergessen|gestionnaire|oublié|administrador"
               r"|ポリシー|規則|ルール|정책|규칙|policy|politik"
               r"|gerenciador|gestore|менеджер|マネージャー|管理|관리|を忘れ|忘れ))")
_TOOL_BEFORE = (r"(?<!politique de )(?<!política de )(?<!politica di )(?<!gestor de )(?<!gestores de )"
                r"(?<!gestionnaire de )(?<!gerenciador de )(?<!gestore di )(?<!gestore delle )(?<!менеджер )")
WORDS = r"(?:" + _EUROPEAN + "|" + _ASIAN + ")"
CODES = r"(?:" + _CODES + ")"

# -- what comes between the word and its value --------------------------------------------------------------------------
# "das Passwort für das WLAN ist …", "le mot de passe du wifi est …", "пароль от почты — …": what it opens, a few words
_FOR = (r"(?:\s+(?:für|fürs|vom|von|des|der|zum|zur|du|de|de la|pour|del|do|da|della|dello|di|для|от|van|voor|för|til|dla|od"
        r"|untuk|của|cho)(?:\s+[^\s.,;:!?=]+){1,3}?)?")
# "ist", "lautet", "est", "c'est", "es", "sigue siendo", "é", "è", "это", "—", ":": what the value is, or became
_IS = (r"(?:\s*[:：=]|\s+[—–-]|,?\s*c['’]est(?=\s)|\s+(?:is|ist|lautet|heißt|war|bleibt|est|était|reste|es|era|sigue siendo"
       r"|é|è|continua a essere|был|была|это|jest|je|är|er|là|adalah|ialah|hai|है)(?=\s))\s*(?:(?:jetzt|nun|neu|ahora|maintenant"
       r"|désormais|agora|ora|adesso|теперь|nu|teraz|şimdi|now)\s+)?")
# ... and where it is used, before "is" (one or two such phrases: "das WLAN-Passwort in der Hebammenpraxis ist …", "das
# Passwort für das WLAN in der Praxis ist …", "le mot de passe du wifi chez ma mère est …", "la contraseña en la oficina
# es …", "a senha no consultório é …")
_WHERE = (r"(?:\s+(?:für|fürs|ins|vom|von|des|der|zum|zur|du|de|de la|pour|del|do|da|della|dello|di|для|от|van|voor|för|til|dla|od"
          r"|untuk|của|cho|in|im|bei|beim|auf|am|an|à|au|aux|chez|dans|sur|en|al|nel|nella|nello|presso|sul|sulla|no|na|em"
          r"|nos|nas|op|bij|в|на|у)(?:\s+[^\s.,;:!?=]+){1,3}?){1,2}(?=" + _IS + r")")
# a few words before "is" that join no second clause ("das Passwort hab ich vergessen und die Seriennummer ist RX-4451":
# the number is the serial's)
_GAP = (r"(?:\s+(?!(?:und|aber|oder|denn|weil|et|mais|ou|car|y|pero|o|e|ma|mas|porque|perché|and|but|or|en|maar|of|i|а|и"
        r"|но)\s)[^\s\d.,;:!?=]+){1,4}(?=" + _IS + r")")
_PARTICLE = r"\s*(?:は|が|を|も|：|:|=|은|는|이|가|을|를|هي|هو|היא|הוא|คือ|है|-)?\s*"
# a value that looks like a secret: a digit or a symbol in it, four characters at least (quotes around it are no part)
_VALUE = (r"[「『\"“'‘«]?\s?(?!1password\b)(?=[^\s,;。、，」』\"”'’»]*[\d@#$%^&*+_~])"  # (a "!" alone is a cry or a brand: "abgelaufen!", "FRITZ!Box")
          r"[^\s,;。、，」』\"”'’»]{4,}")
# a password typed after an Asian script's word is typed in ASCII; not a length, a year, a tool, a channel after it
# ("パスワードは8文字以上", "…は2024年に変えた", "…は1Passwordで管理", "비밀번호는 1Password로")
_AFTER_ASCII = r"(?!\s*(?:で(?!す)|로|으로|文字|桁|자리|자|年|년|まで|から|に|を|の|계정|と))"
_ASCII_VALUE = (r"[「『\"“'‘«]?(?!1password)(?=[!-~]*[\d!@#$%^&*?+_])(?!\d+[~-]\d+(?![!-~]))[!-~]{4,}(?![!-~])"
                + _AFTER_ASCII)
# 4-8 digits of a code or a PIN, not part of a phone number, an amount or a year ("an meine Nummer 0170 1234567",
# "bis 1000 Euro", "seit 2019", "ab 2025", "depuis mars 2023", "desde enero de 2024", "с марта 2024", "10000円"), nor
# another number named before them ("meine Kundennummer 48213377")
_MONTHS = ("januar", "jänner", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober",
           "november", "dezember", "janvier", "février", "mars", "avril", "juin", "juillet", "août", "septembre",
           "octobre", "novembre", "décembre", "enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
           "septiembre", "setiembre", "octubre", "noviembre", "diciembre", "janeiro", "fevereiro", "março", "maio",
           "junho", "julho", "setembro", "outubro", "dezembro", "gennaio", "febbraio", "aprile", "maggio", "giugno",
           "luglio", "settembre", "ottobre", "dicembre", "января", "февраля", "марта", "апреля", "мая", "июня", "июля",
           "августа", "сентября", "октября", "ноября", "декабря", "январе", "феврале", "марте", "апреле", "мае", "июне",
           "июле", "августе", "сентябре", "октябре", "ноябре", "декабре")
_MONTH_WORDS = sorted({m + s for m in _MONTHS for s in (" ", " de ", " del ", " di ", ". ")}, key=len)
# (one look-behind of each width: Python's are of a fixed width)
_AFTER_MONTH = "".join("(?<!" + "|".join(w for w in _MONTH_WORDS if len(w) == n) + ")"
                       for n in sorted({len(w) for w in _MONTH_WORDS}))
_NUMBER_NAMES = (r"(?<![^\W\d_]nummer )(?<![^\W\d_]nummer: )(?<!-nr\. )(?<!-nr\.: )(?<!numéro client )"
                 r"(?<!numéro de client )(?<!número de cliente )(?<!номер клиента )(?<!номер договора )"
                 r"(?<!номер счёта )(?<!номер счета )")
_BEFORE_DIGITS = (r"(?=\d)(?<![A-Za-z\d])(?<!\d[ /-])(?<!\d\) )(?<!zu )(?<!seit )(?<!since )(?<!bis )(?<!über )(?<!desde )"
                  r"(?<!depuis )(?<!до )(?<!ab )" + _AFTER_MONTH + _NUMBER_NAMES)
# (a place's postcode after "in" or "à" before its name: "an meine Adresse in 80331 München", "à 75011 Paris")
_AFTER_DIGITS = (r"(?![\d])(?![ -]\d)(?![/)]?\s*\(?\d)(?!\s*(?:euro|eur|€|\$|円|원|руб|dollar|usd|chf|franken|francs?"
                 r"|pesos?|zł|zl\b|ドル|元|£|reais|real\b|jahr|jahre|году|года|г\.|año|ano\b|an\b|ans\b|年|년|まで))")
_POSTCODE = r"(?!(?:(?<=\bin )|(?<=\bà )|(?<=\ba )|(?<=\ben )|(?<=\bnach )|(?<=\bD-))\d{4,5}\s+(?-i:[A-ZÀ-ÞÄÖÜ]))"
_DIGITS = _BEFORE_DIGITS + _POSTCODE + r"\d(?: ?\d){3,7}" + _AFTER_DIGITS
# a TAN is six digits ("TAN 482913", "TAN: 482 913"); a phone number, a year or a model number after the surname or the
# colour TAN is none ("Dr TAN 6123 4567", "Mr TAN 91234567", "Boots in TAN: 2024 edition", "Arizona, TAN 4141")
_TAN_DIGITS = _BEFORE_DIGITS + r"\d{3} ?\d{3}" + _AFTER_DIGITS

PATTERNS: tuple[re.Pattern[str], ...] = (
    # (a word or two between the word and "is" without a preposition: "mật khẩu wifi là …", "kata sandi saya adalah …",
    # "Die PIN meiner EC-Karte ist 4821")
    re.compile(_TOOL_BEFORE + r"(?:" + _EUROPEAN + r")" + _TOOL_AFTER + r"(?:" + _FOR + r"|" + _WHERE + r"|" + _GAP
               + r")(?:" + _IS + r"|\s+)" + _VALUE, re.IGNORECASE),
    # the value it was changed to: "auf Sonnenblume42 geändert", "changé … en Soleil2024", "cambié … a Sol2024"
    re.compile(r"(?:" + _EUROPEAN + r")" + _TOOL_AFTER + r"\s+(?:auf|in|en|a|para|на|naar)\s+" + _VALUE
               + r"\s+(?:geändert|gesetzt|veranderd|gewijzigd)\b|\b(?:changé|modifié|cambié|cambiado|mudei|alterei"
               r"|troquei|cambiato|modificato|сменил[аи]?|поменял[аи]?|изменил[аи]?)\s+(?:\S+\s+){0,3}?(?:" + _EUROPEAN + r")"
               r"\s+(?:en|pour|a|para|in|на|naar)\s+" + _VALUE, re.IGNORECASE),
    re.compile(r"(?:" + _ASIAN + r")" + _TOOL_AFTER + _PARTICLE + _ASCII_VALUE, re.IGNORECASE),
    # a PIN a few words on: "ПИН-код карты 4821", "meine Geheimzahl für die EC-Karte 4821", "핀번호 카드 4821"
    re.compile(r"(?:пин-?код|\bпин\b|geheimzahl|geheimnummer|code pin\b|code confidentiel|暗[証证]番号|핀\s?번호|PIN\s?번호|पिन)"
               r"(?:\s*[^\s\d]+){0,3}?\s*" + _DIGITS, re.IGNORECASE),
    re.compile(CODES + r"[^\n\d]{0,40}?" + _DIGITS, re.IGNORECASE),
    # a PIN with another language's "is": "Mi PIN es 4821", "Die PIN meiner EC-Karte ist 4821" (English "pin" is
    # `ledger.secrets`': "we pin 1.26.4" pins a version)
    re.compile(r"\bpin\b(?:\s+[^\s\d.,;:!?=]+){0,2}\s+(?:ist|lautet|es|est|é|è|это|jest|je|är)\s+" + _DIGITS, re.IGNORECASE),
    # English's "password" with another language's "is": "la mia password è Gatto2024", "mi password es …"
    # (in lower case: "Password rotation every Friday EST 5:00pm" names a time zone, and so does "IST")
    # (four words between: "la password del wifi nello studio è …")
    re.compile(r"(?<!1)\bpassword\b(?:\s+[^\s\d.,;:!?=]+){0,4}?\s+(?-i:è|é|es|ist|est|lautet|jest|je|это)\s+" + _VALUE,
               re.IGNORECASE),
    # Germany's bank TAN right before its digits: "TAN: 482913", "die TAN ist 482913" (not "TAN Dr. Martens 1460")
    re.compile(r"(?<!\bDr )(?<!\bDr\. )(?<!\bMr )(?<!\bMr\. )(?<!\bMrs )(?<!\bMs )(?<!\bMdm )(?<!\bMiss )(?-i:\bTAN)"
               r"(?:-?(?:nummer|code))?\s*(?:[:=]|ist|lautet|war)?\s*" + _TAN_DIGITS, re.IGNORECASE),
    # Polish "hasło to …" ("to" is English's "to" elsewhere: "the password to Office365")
    re.compile(r"\bhas[łl][oa]\s+(?:\S+\s+)?to\s+" + _VALUE, re.IGNORECASE),
    # a login of a user name and a password: "Mes identifiants : jean / Soleil2024"
    re.compile(r"\b(?:identifiants?|zugangsdaten|credenciales|credenciais|credenziali|логин и пароль)\s*[:：=]?\s*\S+\s*/\s*"
               + _VALUE, re.IGNORECASE),
)
# a key's segment naming a credential ("wlan.passwort", "konto.kennwort", "account.contraseña", "wifi.パスワード"); not a
# tool or a rule for them ("wifi.passwort_regeln", "tools.パスワードマネージャー")
KEY_NOUNS = (r"(?:^|[._-])(?:passwort|kennwort|contraseña|contrasena|mot[_.-]?de[_.-]?passe|senha|wachtwoord|hasło|haslo"
             r"|şifre|lösenord|passord|salasana|heslo|пароль|пин-?код)(?:$|[._-](?!(?:manager|verwaltung|gestor|gestionnaire"
             r"|regeln|richtlinien?|policy|rules?|règles|reglas|regole|politica)(?:$|[._-])))|(?:パスワード|暗[証证]番号|비밀번호)(?=$|[._-])")

# The prefilter's hints: every word above holds one (lower case; the patterns run only where one occurs).
HINTS = ("passwort", "kennwort", "zugangs", "geheimzahl", "geheimnummer", "schlüssel", "entsperrcode", "türcode", "mot de passe",
         "mdp", "code secret", "code pin", "code confidentiel", "code d", "clé", "jeton", "digicode", "contraseña", "clave",
         "senha", "palavra-passe", "chave", "chiave", "parola d", "codice pin", "codice segreto", "wachtwoord", "toegangscode",
         "hasł", "haslo", "kod pin", "kod dost", "şifre", "lösenord", "passord", "adgangskode", "salasana", "heslo",
         "mật khẩu", "mã pin", "sandi", "laluan", "kode pin", "пароль", "пин", "код доступа", "ключ", "токен", "κωδικός",
         "password", "pin", "codigo", "código", "code de la porte", "code porte", "codice del portone", "code für die",
         "code wi", "code du wi", "code de la wi", "codice del wi", "codice wi",
         "код от", "код домофона", "код двери", "код подъезда", "identifiant", "credenciales", "credenciais", "credenziali",
         "логин",
         "パスワード", "暗証", "暗证", "パスコード", "pinコード", "秘密鍵", "秘密键", "キー", "トークン", "비밀번호", "비번",
         "패스워드", "암호", "번호", "키", "토큰", "पासवर्ड", "पिन", "كلمة", "סיסמ", "รหัสผ่าน")
# one-time codes' labels: looked for only in a text holding a digit
CODE_HINTS = ("bestätigungscode", "verifizierungscode", "sicherheitscode", "einmal", "tan", "code de", "code à", "código de",
              "codice di", "codice otp", "verificatiecode", "kod weryf", "kod sms", "doğrulama", "mã xác", "mã otp",
              "kode verifikasi", "kode otp", "код подтверждения", "код из смс", "одноразовый", "コード", "ワンタイム", "인증",
              "보안", "ओटीपी", "رمز التحقق", "sms", "otp", "番号")

_CODE_NAMES = re.compile(CODES, re.IGNORECASE)
_WORD_NAMES = re.compile(_TOOL_BEFORE + WORDS + _TOOL_AFTER, re.IGNORECASE)
# "Das ist mein WLAN-Passwort", "c'est mon mot de passe", "esta es mi contraseña", "これは私のパスワードです"
_DECLARED = re.compile(r"(?:\b(?:das|dies|hier)\s+ist|c['’]est|\bvoici|\bvoilà|\b(?:esta|este|eso|esto|essa|esse|isso|questa"
                       r"|questo)\s+(?:es|é|è)|\baqu[ií]\s+est[aá]|\becco|\bэто|\bвот|これ(?:は|が)|이건|이게|이것은|\bdit is"
                       r"|\bto jest)[^.!?。\n]{0,30}?" + WORDS + _TOOL_AFTER
                       # a label and nothing else: "WLAN-Passwort:", "Mein Kennwort", "wifiのパスワード"
                       + r"|^\s*(?:(?:mein|meine|dein|unser|das|der|die|mon|ma|le|la|mi|el|il|la mia|il mio|minha|meu|a|o"
                       r"|мой|моя|私の|나의|내)\s+)?[^\s.!?。,，、]{0,15}?" + WORDS + r"\s*[.:：。]?\s*$", re.IGNORECASE)
_BETWEEN = re.compile(r"(?:" + _FOR + _IS + r"|" + _PARTICLE + r")[「『\"“'‘«]?\s?", re.IGNORECASE)
# what a credential word says of its password that is no password ("Mein Passwort ist abgelaufen": it has expired)
_STATES = frozenset((
    "abgelaufen", "gesperrt", "vergessen", "geändert", "falsch", "richtig", "sicher", "unsicher", "stark", "schwach", "lang",
    "kurz", "alt", "neu", "zu", "expiré", "oublié", "bloqué", "faible", "fort", "long", "court", "nouveau", "caducado",
    "olvidado", "bloqueado", "débil", "fuerte", "largo", "corto", "nuevo", "expirou", "esquecida", "bloqueada", "fraca",
    "forte", "nova", "scaduta", "dimenticata", "bloccata", "debole", "lunga", "corta", "nuova", "истёк", "истек", "устарел",
    "слабый", "сложный", "простой", "новый", "verlopen", "vergeten", "sterk", "zwak"))
_LOOKS_SECRET = re.compile(r"(?=\S*\d)(?=\S*[^\W\d_]|\S*[!@#$%^&*?+_~])\S{4,64}|\d{4,8}|(?=\S*[!@#$%^&*?+_~])\S{6,64}")
_DATE_OR_VERSION = re.compile(r"\d{1,4}(?:[./-]\d{1,4}){1,2}|v?\d+(?:\.\d+)+")
_CODE_VALUE = re.compile(r"\d(?: ?\d){3,7}")
_AFTER = re.compile(_AFTER_ASCII)


def declares_code(statement: str, value: str) -> bool:
    """True when the value, 4-8 digits, is the one-time code the statement names: said right after its name, or not
    said at all ("認証コードです", value "482913"); not digits the statement gives as something else ("seit 2019")."""
    m = _CODE_NAMES.search(statement)
    if m is None or _CODE_VALUE.fullmatch(value.strip()) is None:
        return False
    at = statement.find(value.strip())
    return at < 0 or (at >= m.end() and _BETWEEN.fullmatch(statement, m.end(), at) is not None)


def declares(statement: str, value: str) -> bool:
    """True when a statement in another language says the value the command sends is a credential: it says what the
    value is ("Das ist mein WLAN-Passwort", "これは私のパスワードです", or only "WLAN-Passwort"), the value follows the
    credential word ("mein Passwort ist Sonnenblume"), or the value, one word shaped like a secret (a digit beside
    letters or a symbol, or 4-8 digits), is not in the statement at all ("Kennwort fürs Büro", value "Kx9!mPq2")."""
    if declares_code(statement, value):
        return True
    # (English's own "password" is `ledger.secrets`' to read: here only in a statement of another language, "è")
    m = next((m for m in _WORD_NAMES.finditer(statement)
              if not (statement.isascii() and m.group().lower() in ("password", "pin"))), None)
    if m is None:
        return False
    value = value.strip()
    if not value:
        return False
    if _DECLARED.search(statement):
        return True
    # a secret is typed in Latin letters, digits and symbols ("8文字以上" after パスワードは is a length rule)
    if len(value) > 64 or any(c.isspace() or ord(c) >= 0x250 for c in value):
        return False
    at = statement.find(value)
    if at >= 0:  # said in the statement: a credential only right after the word it is
        return (at >= m.end() and _BETWEEN.fullmatch(statement, m.end(), at) is not None
                and value.lower() not in _STATES and _AFTER.match(statement, at + len(value)) is not None)
    return _LOOKS_SECRET.fullmatch(value) is not None and _DATE_OR_VERSION.fullmatch(value) is None
