"""The patterns of a secret in a text (DOMAIN.md §4: credentials, secrets, payment card numbers are refused): the
shapes of a token (a PEM private key, "sk-…", "AKIA…", "ghp_…", a JWT), a credential word and its value ("my password
is …", "密码123456", "the wifi key is on the fridge: Tulip77"), a one-time code, a home's access code, a login, a
card's security code, a recovery phrase, a webhook URL, the credentials of other languages (`ledger.secret_words`), and
the pieces they are built of (what a password or a PIN looks like, what describes one without giving it, who keeps
one). The token shapes come first: `ledger.secret_search` runs them cheaply (`_CHEAP`). Kept apart from how they are
searched, from the rules for a key's name (`ledger.secret_keys`) and from the entry points (`ledger.secrets`): this is
the table each review adds to."""

from __future__ import annotations

import re

from ledger import secret_words

# Token prefixes use (?<![A-Za-z0-9]) rather than \b: CJK characters are word characters, so
# "令牌是ghp_..." has no \b before "ghp_".
_START = r"(?<![A-Za-z0-9])"
# a one-time code's 4-8 digits, in groups ("482 913"), or read out in Chinese numerals
_OTP_DIGITS = (r"(?:(?<!\d)\d(?:[ -]?\d){3,7}(?![\d])"
               r"|(?<![零〇一二三四五六七八九])(?:[零〇一二三四五六七八九][ ]?){3,7}[零〇一二三四五六七八九](?![零〇一二三四五六七八九]))")
# what a home's access code opens (DOMAIN 4: a credential, for a door rather than a login)
_ACCESS_PLACE = (r"gate|door|locker|front[ -]door|buzzer|intercom|door ?bell|alarm|burglar[ -]alarm|entry|entrance|keypad|lockbox|lock[ -]box|key[ -]?safe|garage"
                 r"|lobby|safe|padlock|key[ -]?box")
# what a PIN opens, after "the PIN for / to / on" ("the PIN for my Monzo card"); a map pin is on a place
_CARD_WORDS = (r"(?:card|cards|visa|mastercard|master card|amex|maestro|debit|credit|bank|account|atm|phone|sim|monzo|revolut"
               r"|starling|barclaycard|chase|wallet)")
# a camel-case field name whose Key or Token names a record, a place or a page, no secret: "objectKey", "sortKey",
# "cacheKey", "idempotencyKey", "routingKey", "nextToken" (review 29; "SecretKey …", "apiKey: …", "accessToken …",
# "clientSecret …" stay credentials)
_ID_FIELD = "".join(f"(?<!{w})" for w in (
    "object", "sort", "partition", "cache", "idempotency", "order", "routing", "translation", "product", "lookup",
    "issue", "commit", "primary", "foreign", "hash", "range", "bucket", "record", "item", "entity", "dedup", "dedupe",
    "correlation", "shard", "sku", "invoice", "composite", "unique", "cluster"))
_CAMEL_CREDENTIAL = (r"(?<=[a-z])(?:" + _ID_FIELD + r"(?-i:Key)|" + _ID_FIELD + r"(?<!next)(?<!page)(?<!continuation)"
                     r"(?<!cursor)(?<!sync)(?<!pagination)(?-i:Token)|(?-i:Secret))")
# After "<credential word> is", what is no credential (review 30): where it is kept ("the API key is in Vault", "the
# wifi password is on the sticker", "… is stored in 1Password"), what it is like ("my PIN is 4 digits", "my password is
# 12 characters", "… is expired", "… is case-sensitive"), or a reference to it ("the password is ${DB_PASSWORD}")
_NUMBER_WORD = (r"(?:\d{1,3}\+?|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen"
                r"|twenty|thirty|sixty)")
# a password-shaped value: letters and digits, six at least, not a measure ("2757m", "2048-bit", "5GHz")
_PASSWORD_VALUE = (r"(?=[^\s,;]*\d)(?=[^\s,;]*[A-Za-z])(?!\d+(?:[.,]\d+)?[\s-]?(?:[a-z]{1,3}|bits?|ghz|mhz|chars|digits)\b)"
                   r"[^\s,;]{6,}")
# a PIN-shaped value: 4-8 digits, not a time, an amount of time or a year after "lock" ("lock screen 2024 wallpaper")
_PIN_VALUE = (r"\d{4,8}(?![\d.,:/-]?\d)(?!\s*(?:minutes?|mins?|seconds?|secs?|hours?|hrs?|s|m|h|ms|%|px|dpi)\b)")
# ... given after what the secret is like, in its sentence (review 31: "my PIN is 4 digits: 4821", "4 digits, it's
# 4821", "the wifi password is on the fridge: Tulip2024!", "the same as my Gmail one, Sunshine88", "too long to type so
# here it is: Tulip77!x"): the description does not keep the secret out
# ... or a word of letters alone given after a colon, a comma or "it's" / "it says" and ending its clause (review 32:
# "the wifi password is on the fridge: sunflowerfields", "too easy, it's tulips", "under the keyboard, it says hunter";
# not "… on the fridge, thanks", "… weak, it's fine", "… in Vault, obviously")
_NOT_A_WORD_VALUE = (r"(?:thanks|thank|thx|lol|though|anyway|anyways|again|too|now|here|there|fine|ok|okay|good|bad|easy"
                     r"|hard|long|short|simple|annoying|weird|true|false|great|right|wrong|old|new|done|gone|sorted|safe"
                     r"|secure|somewhere|downstairs|upstairs|please|sadly|honestly|remember|apparently|saying|kidding|joking|sayin|btw"
                     r"|\w{1,40}ly|annoying|confusing|working|nothing|something|everything"
                     # a remark on it after a dash, a semicolon or "it's", a judgement, a warning or what to do (review
                     # 34: "on a sticky note - classic", "on a post-it; terrible", "on the fridge. It's cold", "- works",
                     # "on the router, just check"; not "weak - tulips")
                     r"|classic|typical|handy|useful|helpful|convenient|practical|terrible|horrible|awful|dreadful"
                     r"|scary|risky|careful|dangerous|lame|silly|stupid|dumb|clever|smart|nice|cool|perfect|brilliant"
                     r"|genius|obvious|cold|hot|warm|works|worked|check|ask|see|look|try|trust|whatever|oops|ugh|sigh)")
# (in quotes, or with a word of chat after it: "it's 'Sunflower'", "sunflowerfields lol", "sunnyday (no spaces)";
# review 33)
_NOT_A_WORD = r"(?!" + _NOT_A_WORD_VALUE + r"(?![A-Za-z]))"
_WORD_VALUE = (r"(?:(?:just|only|simply)\s+)?"
               r"(?:['\"‘“]" + _NOT_A_WORD + r"[A-Za-z]{4,64}['\"’”]|" + _NOT_A_WORD + r"[A-Za-z]{4,64}(?![\w'’@#$%&*-]))"
               r"(?=\s*(?:$|[.!?)\]\n(]|[,;]\s)|\s+(?:lol|lmao|haha|btw|fyi|thx|thanks|ok|okay)\b)")
# who or what keeps a secret, named after a comma or a colon (review 33: "in my password manager, Bitwarden", "saved in
# my browser, Chrome", "managed by our SSO, Okta", "shared with my wife, Anna", "the router from my provider, Virgin"):
# the name is theirs, no password (looked behind from the comma: a capitalised word of letters there is no secret)
_KEEPER_NOUNS = ("manager", "managers", "browser", "app", "apps", "application", "extension", "sso", "idp", "provider",
                 "isp", "carrier", "company", "employer", "firm", "bank", "vault", "service", "wife", "husband",
                 "partner", "sister", "brother", "mum", "mom", "dad", "mother", "father", "son", "daughter", "assistant",
                 "secretary", "colleague", "flatmate", "roommate", "landlord", "landlady", "boss", "friend")
_NOT_KEEPER = "".join(f"(?<!\\b{w})" for w in _KEEPER_NOUNS)
# ... and the names a keeper has: a password manager, a browser, a sign-in or authenticator service, an internet
# provider, a bank, an employer, a person's first name. After a keeper's noun only such a name is theirs: any other
# word is still the password ("saved in my password manager, Tulip", "shared with my wife, Pineapple"; review 34)
_KEEPER_NAMES = (
    # password managers, keychains and browsers
    r"bitwarden|1password|lastpass|dashlane|keepass\w{0,4}|keeper|nordpass|enpass|roboform|proton(?: pass)?|keychain"
    r"|icloud|chrome|firefox|safari|edge|brave|opera|vivaldi"
    # sign-in, identity and authenticator services
    r"|okta|auth0|onelogin|azure|entra|duo|jumpcloud|ping|authy|google|microsoft|apple|amazon|aws|github|slack"
    # internet providers and carriers
    r"|virgin|vodafone|bt|sky|ee|talktalk|plusnet|comcast|xfinity|verizon|spectrum|att|t-mobile|orange|telekom|telstra"
    r"|optus|rogers|bell|telus|o2|starlink"
    # banks
    r"|chase|monzo|starling|revolut|barclays|hsbc|lloyds|natwest|santander|halifax|nationwide|citi|citibank|wells fargo"
    r"|capital one|amex|n26"
    # employers
    r"|meta|facebook|netflix|ibm|oracle|intel|deloitte|accenture|pwc|kpmg"
    # first names
    r"|anna|emma|sarah|sara|laura|lisa|maria|mary|kate|katie|sophie|lucy|amy|jess|jessica|rachel|hannah|claire|helen"
    r"|julia|olivia|ella|grace|chloe|zoe|mia|lily|alice|ellie|amelia|charlotte|emily|rose|ruth|jane|karen|linda|susan"
    r"|john|james|tom|tim|sam|ben|dan|david|mark|mike|michael|paul|peter|chris|matt|nick|rob|steve|joe|jack|harry"
    r"|george|oliver|alex|andrew|adam|luke|josh|ryan|liam|noah|leo|max|ed|dave|pete|tony|bob|bill|jim|ian|simon"
)
# the word after a comma, a colon, a dash or a semicolon, or in a new sentence after "it's" ("… too easy. It's tulips")
# (after a keeper's noun a keeper's name is theirs; any other word is still the secret: "saved in my browser, it's
# tulips", "in my password manager, Tulip")
_WORD_AFTER = (r"(?:(?=[:;—–,]|\s-\s)(?:" + _NOT_KEEPER + r"|(?!\W{1,3}+(?:(?:it|that)(?:['’]s|\s+is)\s*:?\s*)?+"
               r"['\"‘“]?(?:" + _KEEPER_NAMES + r")(?![\w'’@#$%&*-])))(?:[:;—–]|,|\s-(?=\s))\s*(?:(?:it|that)(?:['’]s|\s+is|\s+says|\s+reads)\s*:?\s*)?"
               r"|[.!?]\s+(?:it|that)(?:['’]s|\s+is)\s*:?\s*)")
_SECRET_FOLLOWS = (r"(?![^\n.!?]{0,60}?(?:(?:[:=,;—–]|\s-(?=\s)|\bis\b|['’]s\b)\s*(?:(?:it|that)(?:['’]s|\s+is)\s*:?\s*)?"
                   r"(?:" + _PIN_VALUE + "|" + _PASSWORD_VALUE + r")"
                   r"|" + _WORD_AFTER + _WORD_VALUE + r"))")
# a passphrase of plain words ending its sentence, four to six, none a word of a description ("correct horse battery
# staple"; not "weak and easy to guess", "expired since last week", "too short for the bank")
_FUNCTION_WORD = (r"(?:a|an|the|and|or|but|so|to|of|for|with|in|on|at|by|from|as|than|then|too|very|really|quite|not|no"
                  r"|now|still|again|already|also|just|only|even|ever|never|always|my|your|our|his|her|their|its|it|is"
                  r"|are|was|were|be|been|i|me|we|you|they|he|she|this|that|these|those|because|since|after|before|until"
                  r"|when|while|if|though|enough|every|any|all|some|each|more|most|less|much|many|about|into|out|up|down"
                  r"|over|under|please|anyway|yet|which|who|what|how|why|where)")
_PASSPHRASE = (r"(?:(?!" + _FUNCTION_WORD + r"\b)[a-z]{2,12}[ ]){3,5}(?!" + _FUNCTION_WORD + r"\b)[a-z]{2,12}"
               r"\s*(?:$|[.!?](?:\s|$))")
# what a secret is like or where it is kept, after "<credential word> is"
_DESCRIPTION = (r"(?:now\s+)?(?:in|on|under|inside|at|behind|stored|kept|saved|written|located|somewhere|taped|stuck"
                r"|printed|listed|managed|held|from|expired|expiring|wrong|incorrect|invalid|weak|strong|too"
                r"|case[- ]sensitive|the same|same|blank|empty|required|mandatory|optional|missing|locked|blocked|hashed"
                r"|encrypted|hidden|masked|shared|secure|insecure|compromised|leaked|correct|valid|between|min|minimum|max"
                r"|maximum|exactly|more|less|fewer|longer|shorter|numeric|alphanumeric|unchanged)"
                r"(?=\s|$|[.,;:!?)\]]+(?:\s|$))")
# ... and, after it, the secret given after all ("the wifi key is on the fridge, Sunflowerfields", "the door code is the
# same as last year: 4821"): a colon, a comma or "it's" / "it says", then the value
_THEN_SECRET = (r"[^\n.!?]{0,60}?(?:(?:[:;—–]|,|\s-(?=\s))\s*(?:(?:it|that)(?:['’]s|\s+is|\s+says|\s+reads)\s*:?\s*)?"
                r"|[.!?]\s+(?:it|that)(?:['’]s|\s+is)\s*:?\s*)(?:" + _PIN_VALUE + "|" + _PASSWORD_VALUE + r")")
_THEN_SECRET_OR_WORD = (r"[^\n.!?]{0,60}?(?:(?:[:;—–]|,|\s-(?=\s))\s*(?:(?:it|that)(?:['’]s|\s+is|\s+says|\s+reads)\s*:?\s*)?"
                        r"(?:" + _PIN_VALUE + "|" + _PASSWORD_VALUE + r")|" + _WORD_AFTER + _WORD_VALUE + r")")
# what a security answer is, then the answer, a name ("the name of my first school, St Mary's", "my first dog's name,
# Rex", "my nan's street, Elm Road"; not "… the name of my first pet, as usual")
# (not who keeps the answer or took it, named after them: "the one I gave my bank, Chase", "stored with my sister, Emma",
# "saved by my assistant, Emma"; review 33) (a name in lower case after a colon: "my first pet: fluffy")
_KEPT_BY = (r"(?![^\n.!?,;:]{0,60}?\b(?:with|by|gave|give|given|to|for|from|at)\s+(?:(?:my|our|the|his|her|their)\s+)?"
            r"(?:[\w'’-]+\s+)?(?:" + "|".join(_KEEPER_NOUNS) + r")\s*[,:])")
_NAMED_AFTER = (r"(?:the|my|our|his|her|their)\s" + _KEPT_BY + r"[^\n.!?,;:]{0,60}(?:[,:]\s*(?:(?:it|that)(?:['’]s|\s+is)\s+)?"
                r"(?-i:(?!I\b)[A-Z][\w'’-]+(?:[ ][A-Z][\w'’-]+){0,3})|:\s*" + _NOT_A_WORD + r"(?-i:[a-z]{3,40}))"
                r"(?=\s*(?:$|[.!?,;]))")
_NOT_THE_SECRET = (
    r"(?!(?!" + _PASSPHRASE + r")" + _DESCRIPTION
    # (a word of its own, ending at a space or the sentence's end: "correct-horse-battery", "Strong!2024",
    # "Shared@Home1", "Hidden.Gem42" are passwords that begin with one)
    + _SECRET_FOLLOWS + r")"
    r"(?!" + _NUMBER_WORD + r"[ -]?(?:or more |or fewer |plus )?(?:digits?|characters?|chars?|letters?|numbers?|words?"
    r"|symbols?|long)\b" + _SECRET_FOLLOWS + r")"
    # an environment variable or a template, not its value ("${DB_PASSWORD:-hunter22}" holds one)
    r"(?!\$\{?[A-Za-z_][A-Za-z0-9_]*\}?(?![^\s.,;!?)]))(?!\{\{)"
)
# what a "pass" is when it is no password: a ticket, a way over a mountain, a stage of work ("my boarding pass is
# BA2491", "the mountain pass is 2757m", "the first pass is done"); the word before it, or a hyphen ("all-day pass")
# (looked behind from the end of "pass": a look-behind before it would be tried at every character)
_PASS_KINDS = "".join(f"(?<!\\b{w} pass)" for w in (
    "boarding", "bus", "ski", "day", "season", "hall", "gym", "mountain", "train", "rail", "travel", "annual", "museum",
    "park", "festival", "press", "backstage", "guest", "visitor", "transit", "metro", "subway", "parking", "weekly",
    "monthly", "yearly", "game", "battle", "free", "access", "vip", "membership", "member", "commuter", "tube", "zone",
    "holiday", "ferry", "event", "concert", "camping", "fishing", "hunting", "lift", "student", "library", "entry",
    "weekend", "week", "month", "year", "hospital", "hiking", "trail", "pool", "spa", "cinema", "movie", "theatre",
    "theater", "zoo", "eurail", "interrail", "jr", "national", "senior", "youth", "family", "daily", "express",
    "priority", "fast", "first", "second", "third", "final", "last", "render", "compiler", "review", "lint", "security",
    "club", "golf", "mobile", "digital", "health", "vaccine", "green", "work", "site", "building", "exam", "e-z", "ez"))
# what a password called "pass" is for, before it: an account, a device, a network ("my gmail pass", "router admin
# pass", "the wifi pass"; looked behind from the end of "pass", as `_PASS_KINDS`)
_ACCOUNT_PASS = "|".join(f"(?<=\\b{w} pass)" for w in (
    "wifi", "wi-fi", "wlan", "wireless", "network", "router", "hotspot", "email", "e-mail", "mail", "gmail", "outlook",
    "hotmail", "yahoo", "icloud", "apple", "google", "microsoft", "admin", "root", "user", "account", "login", "laptop",
    "computer", "pc", "phone", "server", "db", "database", "vpn", "ssh", "ftp", "netflix", "bank", "banking", "paypal",
    "amazon", "facebook", "instagram", "steam", "nas", "portal", "app", "site", "website"))
# a device that a code unlocks ("my phone unlock code is 4821", "iPad unlock: 4821", "the laptop unlocks with …")
_DEVICE = (r"(?:phone|iphone|ipad|tablet|laptop|computer|mac|macbook|pc|desktop|device|kindle|android|pixel|galaxy|watch"
           r"|smartwatch|handy|mobile|cellphone|cell)")
# a login's user name before its password ("alice / Tulip77", "me@x.com / Tulip77")
_USER = r"(?-i:[a-z][a-z0-9._-]{1,31})|[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}"
# ... and a password beside it: upper and lower case and a digit, six at least, alone (not "a / B2 / C3", nor a
# product and its version: "python / Django4")
_PAIRED_PASSWORD = (r"(?=[^\s/]*\d)(?=[^\s/]*[a-z])(?=[^\s/]*[A-Z])(?!(?i:python|django|java|node|vue|react|angular|rails"
                    r"|ruby|android|ubuntu|debian|fedora|windows|office|excel|xbox|swift|kotlin|scala|rust|php|perl|ios"
                    r"|macos|postgres|mysql|redis|spring|dotnet|net|angularjs|bootstrap|webpack|gradle|maven|docker"
                    r"|oracle|sql|html|css|es)\d)[^\s/,;]{6,}(?!\s*/)")
# a home's access code by its name: "the gate code", "code for the front door"
# (whose it is between: "the code for the customer's key safe", "code to Mrs Patel's lockbox")
_ACCESS_CODE = (r"(?:(?<!-)\b(?:" + _ACCESS_PLACE + r")(?:['’]s)?\s+code|\bcode\s+(?:for|to|of)\s+(?:the\s+|our\s+|my\s+)?"
                r"(?:(?:[\w-]+\s+)?[\w-]+(?:['’]s|s['’])\s+)?(?:" + _ACCESS_PLACE + r")\b)")
_SECRET_PATTERNS: tuple[re.Pattern[str], ...] = (
    # a PEM private key, also base64-encoded as a kubeconfig's client-key-data holds it ("LS0tLS1CRUdJTi" is
    # "-----BEGIN"; the header of each kind of key encodes to one fixed text)
    re.compile(r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY[A-Z ]*-----|LS0tLS1CRUdJTiB(?:QUklWQVRF|SU0EgUFJJVkFURS|FQyBQUklWQVRF"
               r"|EU0EgUFJJVkFURS|PUEVOU1NIIFBSSVZBVEU|FTkNSWVBURUQgUFJJVkFURS)"),
    # (a digit in the token: the first character that is no letter, "_" or "-" is one; read possessively and
    # at most 256 characters on: "sk-sk-sk-..." of 64 KB took 9-13 s of backtracking, one try per "sk-")
    re.compile(_START + r"(?:sk|pk|rk)[-_](?=[A-Za-z_-]{0,256}+\d)[A-Za-z0-9_-]{16,}"),
    re.compile(_START + r"(?:AKIA|ASIA)[0-9A-Z]{16}(?![0-9A-Z])"),
    re.compile(_START + r"LTAI[0-9A-Za-z]{12,30}(?![0-9A-Za-z])"),  # an Alibaba Cloud AccessKey ID
    re.compile(_START + r"AKID[0-9A-Za-z]{32}(?![0-9A-Za-z])"),  # a Tencent Cloud SecretId
    re.compile(_START + r"(?:glpat-[A-Za-z0-9_-]{20,}|pypi-AgE[A-Za-z0-9_-]{40,}|npm_[A-Za-z0-9]{30,})"),  # GitLab, PyPI, npm
    re.compile(_START + r"(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})"),
    re.compile(_START + r"xox[abposr]-[A-Za-z0-9-]{10,}"),
    re.compile(_START + r"eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}"),
    re.compile(r"\bBearer\s+[A-Za-z0-9._~+/-]{16,}", re.IGNORECASE),
    re.compile(
        # (French "les pin's des JO" are badges: "pin's" before an article is a plural)
        r"(?:password|passwd|pwd|\bpw\b|passcode|passphrase|\bpin(?: code)?(?!['’]s (?:des|de|du|d['’]|les|en|et|à)\b)|api[_ -]?key|access[_ -]?key[_ -]?(?:id|secret)?"

        r"|secret[_ -]?(?:access[_ -]?)?key"
        r"|client[_ -]?secret|(?:access|auth|api|refresh|bearer|session)[_ -]?token"
        r"|密码|口令|密钥|私钥|令牌|PIN码)"
        # "the password for my bank is ...": a short "for / of / to / on <what>" between word and value
        # (whole words: "a pin on Lisbon" is no "pin on L" + "is" + "bon")
        r"(?:\s+(?:for|of|to|on|at|in|over|during|since|after|last|this)(?:\s+[^\s.,;:!?=]+){1,4}?(?![^\s.,;:!?=是为改换设变'’]))?"
        # "is", "changed to", "改成了": what the value is, or became ("密码我刚改成 ...": the speaker between)
        r"\s*(?:(?:我们|我|已经|刚刚|刚|又)\s*){0,3}(?:is(?: now)?|['’]s|=|:|：|是|为|(?:(?:was|has been|got)\s+)?(?:changed|updated|set|reset) to|now|改成了?|改为|换成了?|设为|设置为|设成|变成了?"
        r"|,\s*(?:and\s+)?(?:it|that)(?:['’]s| is)(?: now)?(?=\s*\S*\d))"
        r"\s*" + _NOT_THE_SECRET + r"\S+",
        re.IGNORECASE,
    ),
    # "支付宝密码 123456", "密码123456": a Chinese credential word needs no verb before its value
    re.compile(r"(?:密码|口令|密钥|私钥|令牌|PIN码)\s*(?=[!-~]*\d)[!-~]{4,}(?![!-~\u4e00-\u9fff])", re.IGNORECASE),
    # a payment password not called one: "支付宝那六位数是 385729", "银行卡的6位码：204817", "微信支付那串数字是 385729",
    # "银行卡取钱输的是 204817" (not a postcode or an order number: "支付宝收货地址邮编六位数 310012", "微信下单的6位数订单号")
    re.compile(r"(?:支付宝|微信支付|微信|银行卡|网银|付款|支付|取款|取钱|刷卡|alipay|wechat ?pay)"
               r"(?:(?!邮编|邮政|订单|单号|运单|快递|手机|电话|地址|学号|工号|会员|卡号)[^，。,.;；!?！？\d]){0,8}?"
               r"(?:(?:六|6)\s*(?:位|个)(?:数字?|码|数)?|那串数字?|(?:6|six)[- ]digit (?:code|pin|number|password)|输的是|输入的是|按的是)"
               r"(?:(?!邮编|订单|单号|运单|快递)[^，。,.;；!?！？\d]){0,4}?(?<!\d)\d{6}(?!\d)", re.IGNORECASE),
    # a password by another name, with a value that looks like one (a digit or a symbol): "the magic word for the home
    # wifi is Pelican!Sunset42", "laptop login phrase is purple-otter-tractor-91", "the wifi key is ..." (not "the magic
    # word is a great book", "the magic word in our house is please")
    re.compile(r"(?:\b(?:magic|secret|code) words?|\b(?:login|log-in|log in|sign-in|sign in|unlock|pass|passcode|secret)"
               r" phrases?|\bwi-?fi key)"
               r"(?:\s+(?:for|of|to|on|at|in)(?:\s+[^\s.,;:!?=]+){1,4}?)?"
               r"\s*(?:is|are|['’]s|=|:|：|是)\s*(?=[^\s,;]*[\d!@#$%^&*])[^\s,;]{6,}", re.IGNORECASE),
    re.compile(r"(?:\b|(?<=app)|(?<=client)|(?<=api))secrets?\s*(?:[=:：]\s*\S+|(?:is|是|为)\s*(?=\S*\d)\S{8,})", re.IGNORECASE),
    # a URL carrying its password: "postgresql://admin:S3cret@db/prod"
    # (a scheme is short: unbounded, "aaaa…" of 64 KB was read from each of its letters, 4 s)
    re.compile(r"[A-Za-z][A-Za-z0-9+.-]{0,40}://[^\s/:@]*:[^\s/@]+@"),  # (Redis has no user: "redis://:S3cret@cache")
    # "wifi password hunter22": an English credential word needs no verb either, when the value has a digit
    # (not a version: "we pin 1.26.4", "pin numpy==1.26" are no PIN)
    # ("pw" after an amount is "per week": "$450 pw 12-month lease")
    re.compile(r"(?:\b(?:password|passwd|passcode|pwd)|(?<!\d )(?<!\d)\bpw)\s+(?!v?\d+(?:\.\d+)+(?!\S))(?=[!-~]*\d)[!-~]{4,}"
               r"|\bpin\s+\d{4,8}(?![!-~])"
               # "my PIN number 4821", "PIN no. 4821", "PIN #4821", "PIN number, 4821, please keep it" (review 20)
               r"|\bpin(?:\s+(?:number|no\.?|num\.?|code))?\s*(?:#|:|,|-)\s*\d{4,8}(?![\d.]?\d)(?![A-Za-z])"
               r"|\bpin\s+(?:number|no\.?|num\.?)\s*\d{4,8}(?![\d.]?\d)(?![A-Za-z])"
               # the digits first: "4821 is my card PIN"
               r"|(?<![\d.])\d{4,8}\s+(?:is|was)\s+(?:my|our|the|his|her|their)\s+(?:[\w-]+\s+){0,2}?pin\b(?!\s+(?:on|in|to|for)\b"
               # (a map pin "on Lisbon" is none; "the PIN for my Monzo card", "to my debit card", "on my Visa" is: review 21)
               r"(?!\s+(?:(?:my|our|the|his|her|their)\s+)?(?:[\w-]+\s+){0,2}?" + _CARD_WORDS + r"\b))"
               # "use 4821 as the PIN for the Visa", the digits read apart: "Visa PIN 4 8 2 1"
               r"|\b(?:use|using|used|set|setting|pick|picked|chose|chosen)\s+\d{4,8}\s+as\s+(?:my|our|the|his|her|their|a)\s+"
               r"(?:[\w-]+\s+){0,2}?pin\b|\bpin\s+\d(?:[ -]\d){3,7}(?![!-~])",
               re.IGNORECASE),
    # a card's security code (PCI DSS: never stored) and a wallet's recovery phrase
    re.compile(r"(?:\b(?:cvv2?|cvc2?|security code)|安全码)(?:\s+(?:on|for|of)(?:\s+[^\s.,;:!?=\d]+){1,6}?)?"
               r"\s*(?:is|['’]s|=|:|：|是|为)?\s*\d{3,4}(?!\d)"
               # "the three digits on the back of the Amex are 772"
               r"|\b(?:three|four|3|4)[- ](?:digits?|numbers?)\s+on the back\b[^.!?\n]{0,30}?(?:\bis|\bare|=|:)\s*\d{3,4}(?!\d)",
               re.IGNORECASE),
    # a mail client's authorisation code stands for the mailbox's password: "QQ 邮箱的 SMTP 授权码 qxvbnrtklmeswpda"
    re.compile(r"授权码\s*(?:[:：]|是|为)?\s*[A-Za-z0-9]{8,}(?![A-Za-z0-9])"),
    # the phrase a little later: "my seed phrase, just in case I lose my phone: legal winner ..."
    re.compile(r"(?:\b(?:mnemonic|seed (?:phrase|words)|recovery (?:phrase|words)|backup (?:phrase|words)|secret phrase)"
               r"|助记词)[^\n]{0,160}?"
               r"(?<![a-z])(?:[a-z]{3,8} ){11}[a-z]{3,8}(?![a-z])", re.IGNORECASE),
    # a secret in an environment assignment: "export GITLAB_TOKEN=...", "DB_PASSWORD=..."
    re.compile(r"\b[A-Z][A-Z0-9_]*(?:TOKEN|SECRET|PASSWORD|PASSWD|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY)\s*=\s*[^\s\"']{6,}"),
    re.compile(r"(?:\b(?:mnemonic|seed phrase|recovery phrase|secret phrase)|助记词)\s*(?:is|['’]s|=|:|：|是|为)?\s*[:：=]?\s*"
               r"(?:[a-z]+\s+){11}[a-z]+", re.IGNORECASE),
    # a webhook URL holds its secret: whoever has it can post (Slack, Discord, WeCom, DingTalk, Feishu)
    re.compile(r"https?://(?:hooks\.slack\.com/(?:services|workflows|triggers)/|(?:(?:canary|ptb)\.)?discord(?:app)?\.com/api/webhooks/"
               r"|qyapi\.weixin\.qq\.com/cgi-bin/webhook/send\?key=|oapi\.dingtalk\.com/robot/send\?access_token="
               r"|open\.(?:feishu\.cn|larksuite\.com)/open-apis/bot/v2/hook/)[A-Za-z0-9]", re.IGNORECASE),
    # a key in a connection string ("AccountKey=...;", "Password=...;"), a SAS signature
    re.compile(r"(?:AccountKey|SharedAccessKey|SharedAccessSignature|Password|Pwd|sig)=[^;&\s\"']{6,}", re.IGNORECASE),
    # a credential word and, without "is", a value shaped like a token (16+ characters, letters and digits):
    # "auth token 9f8e7d6c...", "webhook key 693a91f5-...", "license key ABCD-1234-..."
    re.compile(r"(?:\b(?:token|key|secret|passcode|password)|" + _CAMEL_CREDENTIAL + r")\s*"
               r"(?:[:=：]|is|是|为)?\s*"
               r"(?=[\w+/=.-]*\d)(?=[\w+/=.-]*[A-Za-z])[\w+/=.-]{16,}", re.IGNORECASE),  # (and "SecretKey …", "apiKey: …")
    # a one-time code: "the code the bank just texted me is 482913", "短信验证码是 583920", "OTP: 1234" (a bare "OTP" or
    # "the code ... sent" says what the digits are only right before them: not "Erlang/OTP 26 since 2023", "the code I
    # sent for review in PR 4512 is Java")
    re.compile(r"(?:\b(?:one[- ]time|verification|login|log-in|sign[- ]in|confirmation|auth(?:entication)?|2fa|mfa|otp|sms"
               r"|text(?:ed)?|security|guard|authenticator|backup|recovery|access|2-step|two-factor)\s+(?:code|pin|passcode)"
               r"|验证码|动态码|校验码|动态密码)[^\n]{0,60}?" + _OTP_DIGITS
               + r"|(?:\botp\b|\bthe code\b[^.\n]{0,40}?\b(?:texted|sent|emailed|sms)\b)[^\n\d]{0,40}?(?:(?:\bis|[:=：]|是)[^\n]{0,40}?|[,，]\s*)"
               + _OTP_DIGITS, re.IGNORECASE),
    # a login: a user name and a password beside it ("login for the router is admin / Sunset#4417")
    re.compile(r"(?:\b(?:login|log-in|logins|credentials?|creds|account|username and password|user(?:name)?\s*/\s*pass(?:word)?)\b"
               r"|账号|帐号|账户|用户名)"
               # ("login's severnlocks / Tumbler#5518": "'s" is "is")
               r"[^\n]{0,60}?(?:\bis|\bare|['’]s\b|[:=：]|是)\s*[^\s/]+\s*/\s*(?=\S*\d)(?=\S*[A-Za-z])\S{6,}", re.IGNORECASE),
    # ... and without one in Chinese: "跳板机账号 ops / Jmp@8842" (not a URL: no ':' in the user name)
    re.compile(r"(?:账号|帐号|账户|用户名)\s*(?:[A-Za-z0-9_.@-]{1,40}|[\u4e00-\u9fff]{2,4})\s*/\s*(?=[^\s，。]*\d)"
               r"(?=[^\s，。]*[A-Za-z])[^\s，。]{6,}"),
    # ... with a few words between: "the card PIN I set last week is 4821", "the password I picked is Tulip-Harbor-77"
    re.compile(r"\b(?:pin|passcode|pin code)(?:\s+[^\s.,;:!?=]+){1,5}?\s+(?:is|was)\s+\d{4,8}(?!\d)"
               r"|\b(?:password|passwd)(?:\s+(?!manager|policy|polic|reset|rules?|hint)[^\s.,;:!?=]+){1,5}?\s+(?:is|was)\s+(?:now\s+)?"
               r"(?=\S*\d)(?=\S*[A-Za-z])(?!1password\b)\S{6,}", re.IGNORECASE),
    # a login session's cookie: whoever has it is logged in ("SESSDATA=7f3a9c2e%2C...", "sessionid=...")
    re.compile(r"\b(?:SESSDATA|sessionid|session_id|PHPSESSID|JSESSIONID|connect\.sid|_session_id|laravel_session"
               r"|ASP\.NET_SessionId)\s*[=:]\s*(?=[^\s;\"']*\d)[^\s;\"']{8,}", re.IGNORECASE),  # (a value: digits in it)
    # a code texted to sign in, without the word "code": "the portal just texted me 739104 to sign in"
    re.compile(r"\b(?:texted|sent|emailed|messaged|sms(?:ed)?)\s+(?:me|us)\s+(?:a\s+)?\d{4,8}\s+(?:to|for)\s+(?:sign|log)"
               r"(?:ging)?[\s-]?in\b", re.IGNORECASE),
    # a card's security code in Chinese without its name: "背面那三位数是 417"
    re.compile(r"(?:卡背面|背面|卡后面)(?:的|那)?(?:三|3|四|4)(?:位|个)(?:数字?|码)?\s*(?:是|为|[:：])?\s*\d{3,4}(?!\d)"),
# the code that opens a home: "the gate code for our block is 2580#", "alarm code: 7134", "code for the front door
    # is 1990", "门禁码 2580" (a value with a digit: "the door code is broken" names none)
    # ("the gate code hasn't changed: 4821")
    re.compile(_ACCESS_CODE + r"\s*(?:(?:is|was|['’]s)\s+" + _DESCRIPTION + r"|(?:has|have)(?:n['’]t|\s+not)\s+(?:been\s+)?changed\b)"
               + _THEN_SECRET + r"|" + _ACCESS_CODE +
               # the value right after the name ("alarm code 7134", "gate code is 2580#"), or after "for <words>" only
               # with a verb ("gate code for our block is 2580#"; "memory-safe code in Rust 2021" names no code)
               r"(?:\s*(?:is(?: now)?|['’]s|=|:|：|是|为|(?:(?:was|has been|got)\s+)?(?:changed|updated|set|reset) to|now)?"
               r"|(?:\s+(?:for|of|to|on|at|in)(?:\s+[^\s.,;:!?=]+){1,6}?)\s*(?:is(?: now)?|['’]s|=|:|：|是|为"
               r"|(?:(?:was|has been|got)\s+)?(?:changed|updated|set|reset) to))\s*(?=[^\s,;]*\d)[^\s,;]{3,}"
               r"|(?:门禁|开门|大门|单元门|保险箱|保险柜|密码锁)码\s*(?:是|为|[:：])?\s*(?=[!-~]*\d)[!-~]{3,}"
               # "门禁是 2580", "仓库密码锁是 7308" (a combination lock's code)
               r"|(?:门禁|密码锁)\s*(?:是|为|[:：])\s*(?=[!-~]*\d)[!-~]{3,}+(?![年月款型代])", re.IGNORECASE),
    # a gift card's or voucher's code spends its balance for whoever holds it: "the amazon gift card claim code ... is
    # AQ7X-K29L-88MPZ", "卡密 7KQ2-M9XD-44PL" (a code of letters and digits, 8 or more)
    re.compile(r"\b(?:claim|redemption|redeem|gift ?card|voucher|activation) code\b[^\n]{0,40}?(?:\bis|[:=：]|是)?\s*"
               r"(?=[A-Za-z0-9-]*\d)(?=[A-Za-z0-9-]*[A-Za-z])[A-Za-z0-9][A-Za-z0-9-]{7,}"
               r"|(?:卡密|兑换码|激活码|券码)\s*(?:是|为|[:：])?\s*(?=[!-~]*\d)[!-~]{6,}", re.IGNORECASE),
    # the verb first: "reset my card PIN to 6620", "changed the wifi password to Maple-4471", "set the alarm code to 7134"
    re.compile(r"\b(?:chang(?:e|ed|ing)|reset(?:ting)?|set(?:ting)?|updat(?:e|ed|ing))\s+(?:(?:my|our|the|his|her|their)\s+)?"
               r"(?:[\w-]+\s+){0,3}?(?:password|passwd|passcode|pin(?: code)?|(?:" + _ACCESS_PLACE + r")\s+code)\s+to\s+"
               r"(?=[^\s,;]*\d)[^\s,;]{4,}", re.IGNORECASE),
    # a lock's combination opens it as a door code does: "Leo's locker combo is 18-27-05", "the combination for the bike
    # lock: 4071", "the combo's 1234" (not "a combination of Java and Go", "combo meal 2")
    # (whose lock and where it is, before "is": "the combination for the customer's key safe on Wyle Cop is 4179")
    re.compile(r"(?:\b(?:lock(?:er)?|padlock|bike[ -]lock|safe|suitcase|luggage|key[ -]?safe|lock[ -]?box|key[ -]?box)(?:['’]s)?"
               r"\s+(?:combo|combination)"
               r"(?:\s+(?:on|for|of|to|at|in)(?:\s+[^\s.,;:!?=\d]+){1,4}?(?=\s*(?:is|['’]s|=|:|：|was)\s))?"
               r"|\b(?:combo|combination)\s+(?:for|to|of|on)\s+(?:(?:the|my|our|his|her|their|a)\s+)?(?:[\w-]+(?:['’]s|s['’])?\s+){0,2}"
               r"(?:lock(?:er)?|padlock|safe|suitcase|luggage|lock[ -]?box|key[ -]?box|key[ -]?safe)\b"
               r"(?:\s+(?:on|at|in|by|for|of|outside|behind|beside|near|round)(?:\s+[^\s.,;:!?=\d]+){1,4}?"
               r"(?=\s*(?:is|['’]s|=|:|：|was)\s))?"
               r"|\bthe\s+(?:combo|combination)(?=\s*(?:is|['’]s|=|:)))"
               r"\s*(?:is(?: now)?|['’]s|=|:|：|was|(?:(?:was|has been|got)\s+)?(?:changed|updated|set|reset) to)?\s*"
               r"(?:\d{1,3}(?:\s*[-/.,]\s*\d{1,3}|\s\d{1,3}){1,5}|\d{3,8})(?!\d)", re.IGNORECASE),
    # a password called "pass" (not a ticket's, a mountain's or a stage's: `_PASS_KINDS`): "my gmail pass is Tulip77",
    # "router admin pass is Tulip77", "pass: Tulip77"
    # (after a word that names no account, a value of capitals and digits is the pass's number: "My Oyster pass is
    # OY2231884", "Eurostar pass: ES4421XK"; "pass: …" alone or an account's pass, "wifi pass", is a password whatever
    # its letters)
    re.compile(r"(?<![-\w])pass\b" + _PASS_KINDS + r"(?:(?<![A-Za-z] pass)|" + _ACCOUNT_PASS
               + r"|(?=\s*+(?:is(?: now)?+|['’]s|=|:|：)\s*+(?!(?-i:[A-Z0-9]++)(?![^\s,;.!?]))))"
               r"\s*(?:is(?: now)?|['’]s|=|:|：)\s*" + _PASSWORD_VALUE, re.IGNORECASE),
    # a wifi password by the name on the router's label: "WPA key: Tulip77", "network key is Tulip77", "wlan key
    # Tulip77", "the wifi code is Tulip77", "security key for the wifi is Tulip77"
    re.compile(r"(?:\b(?:wi-?fi|wlan|wireless|network|router|hotspot|wpa[23]?(?:-psk)?|wep|psk)(?:\s+(?:security|network"
               r"|pre-?shared))?\s+key|\bpre-?shared\s+key|\bwi-?fi\s+code(?=[^\d\n]{0,40}\d)"
               r"|\bsecurity\s+key\s+(?:for|of|to|on)\s+(?:(?:the|my|our)\s+)?(?:wi-?fi|wlan|wireless|network|router"
               r"|hotspot)\b)"
               # (or where it is kept, then the key: "wifi key is under the router: Tulip7788")
               r"(?:\s*(?:is|['’]s)\s+" + _DESCRIPTION + _THEN_SECRET_OR_WORD + r"|"
               r"(?:\s+(?:for|of|to|on|at|in)(?:\s+[^\s.,;:!?=]+){1,3}?(?=\s*(?:is|['’]s|=|:|：)\s))?"
               r"\s*(?:is(?: now)?|['’]s|=|:|：)?\s*(?=[^\s,;]*[\d!@#$%^&*])"
               r"(?!\d+(?:[.,]\d+)?[\s-]?(?:ghz|mhz|bits?|chars?|characters|digits)\b)"
               # (not the security type: "network key is WPA2-AES", "WPA2-PSK (AES)")
               r"(?!(?:wpa[23]?|wep|psk|tkip|aes|ccmp|sae)(?:[-/+ ]?\(?(?:wpa[23]?|psk|aes|tkip|ccmp|sae|personal"
               r"|enterprise|mixed)\)?){0,3}(?![^\s,;.]))[^\s,;]{6,})", re.IGNORECASE),
    # a login as a user name and a password: "u: alice p: Tulip77", "username: alice, pass: Tulip77", "user=alice
    # pw=Tulip77" ...
    re.compile(r"\b(?:u|usr|user|user ?name|login|e-?mail)\s*[:=]\s*[^\s,;]{1,64}\s*[,;]?\s+(?:and\s+)?"
               r"(?:(?:pw|pwd|pass|passwd|password)\s*[:=]\s*(?=[^\s,;]*[\d!@#$%^&*])|p[:=]\s*(?=[^\s,;]*\d)"
               # ("p:" of a contact line is a phone: "email: jane@acme.com, p: +447700900123")
               r"(?!\+?\(?\d[\d(). -]{8,18}(?<=\d)(?![^\s,;])))[^\s,;]{4,}",
               re.IGNORECASE),
    # ... after a login word without "is" ("creds alice/Tulip77", "login alice:Tulip77"; not "login page/Home22") ...
    re.compile(r"\b(?:login|log-in|logins|creds|credentials?)\s+(?:for\s+\S+\s+)?"
               r"(?!(?:page|flow|screen|form|button|issues?|bugs?|errors?|times?|attempts?|methods?|process|api"
               r"|endpoints?|routes?|url|link|system|service|with|via|using|through)\b)"
               # a label of the user name, and the name after it ("login name: jdoe42", "login ID: sam1987"), unless a
               # password follows the name ("login name: jdoe42 / Tulip77")
               r"(?!(?:names?|ids?|user ?names?|users?|handles?|e-?mails?|accounts?|numbers?|no)\s*:\s*[^\s/:]{1,64}+(?!\s*/))"
               r"[^\s/:]{1,64}\s*[/:]\s*(?=[^\s/]*\d)(?=[^\s/]*[A-Za-z])[^\s/]{6,}", re.IGNORECASE),
    # ... alone, opening the text, or an e-mail address and a password after a service's name ("alice / Tulip77 for the
    # staging box", "netflix: me@x.com / Tulip77"; not "9:30/10:00", "user/admin", "TCP/IP") ...
    re.compile(r"^\s*(?:" + _USER + r")(?:\s+/\s*|/\s+)" + _PAIRED_PASSWORD + r"(?=\s*(?:$|[.,;!]|(?:for|on|to|at|@)\b))"
               r"|(?<![\w.+-])[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,4}\s*/\s*" + _PAIRED_PASSWORD),
    # ... and "user:password@host" without a scheme ("admin:Tulip77@192.168.1.1"; not "email:bob2024@x.com", a label)
    re.compile(r"(?<![\w/:.@-])(?!(?:e-?mail|mailto|mail|sip|tel|xmpp|contact|from|to|cc|bcc|reply-to|im|skype|handle)\s*:)"
               r"[A-Za-z][\w.-]{0,40}:(?=[^\s/@:]*\d)(?=[^\s/@:]*[A-Za-z])[^\s/@:]{4,}@"
               r"(?:\d{1,3}(?:\.\d{1,3}){3}(?!\d)|localhost\b|[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63}){0,4}:\d{2,5}\b)",
               re.IGNORECASE),
    # the code that unlocks a phone, a tablet or a laptop: "phone unlock code 4821", "iPad unlock: 4821", "screen lock is
    # 4821", "my phone lock code is 4821", "the laptop unlocks with Tulip77" (not "screen lock after 300 seconds")
    re.compile(r"(?:\b(?:unlock|lock|screen[ -]?lock|lock[ -]?screen)\s+(?:code|pin|passcode"
               r"|password|pattern)(?:\s+(?:for|of|on)(?:\s+[^\s.,;:!?=]+){1,3}?(?=\s*(?:is|['’]s|=|:|：)\s))?"
               r"\s*(?:is(?: now)?|['’]s|=|:|：|was|(?:(?:was|has been|got)\s+)?(?:changed|updated|set|reset) to)?"
               r"|\b(?:" + _DEVICE + r"\s+(?:unlock|lock)|screen[ -]?lock|lock[ -]?screen)"
               r"\s*(?:is(?: now)?|['’]s|=|:|：|was|(?:(?:was|has been|got)\s+)?(?:changed|updated|set|reset) to))"
               r"\s*(?:" + _PIN_VALUE + "|" + _PASSWORD_VALUE + r")"
               r"|\b" + _DEVICE + r"\s+(?:[\w-]+\s+)?unlocks?\s+with\s+(?:(?:the\s+)?(?:code|pin|password|passcode)\s+)?"
               r"(?:" + _PIN_VALUE + "|" + _PASSWORD_VALUE + r")", re.IGNORECASE),
    # the answer to a bank's security question, a "secret answer", a "memorable word": they authenticate as a password
    # does ("The answer to my bank's security question is Fluffy", "memorable word: Fluffy", "mother's maiden name for
    # the bank is Smith"; not "my mother's maiden name is Smith", "the security answers are case-sensitive")
    re.compile(r"(?:\b(?:security|secret)\s+(?:question\s+)?answers?|\banswers?\s+(?:to|for)\s+(?:(?:my|the|our|his|her"
               r"|their)\s+)?(?:[\w'’-]+\s+){0,3}?security\s+questions?"
               r"|\bmemorable(?<!\bmost memorable)(?<!\bleast memorable)(?<!\bmore memorable)"
               r"\s+(?:word|words|information|info|phrase|answer|name|place|date)"
               r"|\bmaiden\s+name\s+(?:for|on|at|with)\s+(?:(?:my|the|our)\s+)?(?:[\w'’-]+\s+)?(?:bank|account|card"
               r"|security|verification|login)\b)"
               r"(?:\s+(?:for|of|to|on|at|with)(?:\s+[^\s.,;:!?=]+){1,4}?(?=\s*(?:is|was|['’]s|=|:|：)\s))?"
               r"\s*(?:is|was|are|['’]s|=|:|：)\s*(?:" + _NAMED_AFTER + "|" + _NOT_THE_SECRET
               + r"(?!(?:a|an|the|my|not|case)\b)[^\s,;.]{2,})",
               re.IGNORECASE),
    # credentials named in other languages (ledger/secret_words.py)
    *secret_words.PATTERNS,
)
