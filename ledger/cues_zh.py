"""The Chinese words of a change and of a correction (`ledger.cues` joins them to the English ones). Each is read on
the statement as typed and, through `ledger.script`, on Traditional characters and Cantonese read as Mandarin."""

from __future__ import annotations

# what a start "from a time on" begins, in its clause, that holds no lasting value: a trip or leave (出差, 休年假, 去三亚玩),
# a course or meetings (培训, 开会), something done weekly or for a span (每周三, 两周, 一周; 住了两个月 said as over, not "住了
# 两个月了"), with a partner, a client or on a project (合作, 最大的客户, 有个项目要对接), a price that rose or fell (房价涨了,
# 地铁票涨价了), or now and then beside the old (偶尔, 也喝点茶); nor, later in its sentence, the old kept ("咖啡照喝",
# "照样喝咖啡"; not something else as usual: "照样上班", "照样失眠"). A client or a project as the speaker's work there is the
# speaker's ("在阿里做客户经理", "负责大客户", review 33)
_PASSING = (r"(?![^，。,.;；!?！？]{0,20}?(?:出差|[休年请]假|玩|旅[游行]|培训|开会|合作|对接|偶尔|也|每"
            # (a client or a project, not as the speaker's work there: 做客户经理, 做项目经理, 负责大客户, 管供应商)
            r"|(?<![做当管带跑])(?<!负责)(?<![做当管带跑责]大)(?:客户|甲方|乙方|供应商|项目)"
            r"(?!经理|总监|主管|负责人|专员|助理|管理|总|组长|部)"
            r"|[涨降提调]价|价格?[^，。,.;；!?！？]{0,2}?(?:涨|降|跌)"
            r"|[一两二三四五六七八九十几半\d](?:天|周|个?星期|个?礼拜|个多?月(?![了啦]))))"
            r"(?![^。.!?！？\n]{0,30}?照样?[喝吃用抽穿看听玩开骑去读写买住])")
# a change that has not happened, later in its sentence: applied for, in progress or refused ("…的申请被驳回了", "还在审批",
# "的手续还在办", "的事没办成", "还在等教育局批" (not "等了半年才批下来"), a further step to come: "初审通过了，还要面试"); or, right before it, applied for
# ("我申请户籍由北京变更为上海")
_NOT_YET = (r"(?![^。.!?！？\n]{0,30}?(?:(?:还在|正在|等待?)(?:审|办|批)|(?:还在|正在)?等(?![了过到])(?:(?!才)[^，。,.;；!?！？]){0,8}?(?:审|批)"
            r"|还(?:要|得|需要?|差)[^，。,.;；!?！？]{0,6}?(?:面试|考试|笔试|考核|审|批|签字|盖章)|(?:审批|审核|办理|申请)中|待(?:审|批)|驳回|被拒|没(?:批|通过"
            r"|办成|成功|搞定|下来|办下来)|未(?:批|通过|获批)|不通过|(?:事|申请)(?:黄了|被拒|没)))")

# granted, later in its sentence: 已经批了, 批下来了, 获批, 通过了, 学校同意了 (not 没批, 未获批, 不同意; nor asked: 批了吗？)
_GRANTED = (r"(?=[^。.!?！？\n]{0,30}?(?<![没未不])(?:批了|批下来|获批|批准了|通过了|同意了|办好了|办成了|办下来了|搞定了"
            r"|成功了)(?![吗么没呢]|\s*[?？]))")


def _not_applied(word: str) -> str:
    """`word`, not with 申请 (applied for) up to six characters before it in its clause (lookbehinds read only where
    the word is found)."""
    return word + "".join(rf"(?<!申请{'[^，。,.;；!?！？]' * n}{word})" for n in range(7))


# a post taken that did not hold, later in its sentence: acting (只是代理三个月, 是代理的, 暂代; not 代理了三个月后转正了, nor the
# business one runs: 负责代理产品线, review 34), declined (我没同意, 推掉了, ending its clause; not 领导没同意我请假) or revoked
# (`turned.promoted` reads them too)
TAKEN_UNDONE_ZH = (r"(?:(?:只是|暂时|临时|是)代理|代理(?=[一两二三四五六七八九十几半\d]|个|期|的|而已|职务|一段)|暂代)"
                   r"(?![^，。,.;；!?！？]{0,12}?转正)|(?:没同意|没答应|没接受|不同意|拒绝了?|推掉了?|婉拒了?)"
                   r"(?=\s*(?:$|[，。,.;；!?！？]))|撤销|撤回|收回")
_NOT_TAKEN = r"(?![^。.!?！？\n]{0,30}?(?:" + TAKEN_UNDONE_ZH + "))"

CHANGE_CUES_ZH = (
    # 从上个月起, 今年起, 从三月开始, 三月份起, 自从五月: a value from a time on (not "今年起来", "三月开始学 Go": a start of
    # learning, looking or planning; not "三月开始每周去上海出差两天", "5号开始休年假": `_PASSING`)
    r"(?:从|自从?)?(?:上个?月|上周|上星期|今年|去年|年初|月初|这个月|本月|(?:\d{1,2}|[一二三四五六七八九十]{1,3})月份?|\d{1,2}号)"
    r"(?:起(?![来床飞草身])|开始(?![学考想找准计打面试]))" + _PASSING,
    r"自从(?:上个?月|上周|上星期|今年|去年|年初|月初|这个月|本月|(?:\d{1,2}|[一二三四五六七八九十]{1,3})月份?|\d{1,2}号)"
    + _PASSING,
    # "瘦到130斤了", "降到19度", "涨薪了" (the salary changed)
    r"(?:瘦到|胖到|降到|长到|升到|调到|涨到)\s*\d|涨薪|加薪|降薪|调薪|涨工资",
    # a change said of someone: "换号了，新号码…", "搬来上海了", "脱单了", "现在的对象是小林" (not "搬来一箱水", "搬来搬去")
    "换号", r"新(?:号码|手机号|电话|地址|邮箱|微信号)", r"搬来(?!搬去|[一两几半]|\d)", "搬过来", "脱单",
    r"现在的[^，。,.;；!?！？]{1,6}是",
    # (以后 with 给我 / 帮我 before the verb too: "以后给我列表格，别写大段文字了", "以后请给我列表格", "以后给我整理成表格", a
    # lasting request; not 以后再: later)
    # (整理成 / 转成 … only asked of the assistant, 给我 / 帮我 / 请 / 麻烦 before it: not a status to come, "以后转成组长再说吧";
    # nor 等以后: when later comes, review 34)
    r"改(?:喝|穿|吃|听|看|叫|玩|读|坐|骑|开|抽|去|支持|粉|追)", r"(?<!等)以后(?!再)(?:都|就)?(?:请|麻烦|劳驾)?你?(?:都|就)?(?:给我|帮我)?(?:用|喝|穿|吃|听|看|叫|写|列|发|回复|回答|称呼|喊|跟我说话"
    r"|跟我聊|对我说话|说话)",
    r"(?<!等)以后(?!再)(?:都|就)?(?:(?:请|麻烦|劳驾)你?(?:都|就)?(?:给我|帮我)?|你?(?:都|就)?(?:给我|帮我))"
    r"(?:整理|做|弄|写|排|列|改|转|汇总)成",
    "改成", "改为", "换成", "换为", "迁到", "换了新", "有了新", "迁移到", "迁移至", "迁至", "不用了", r"不再?用[^，。,.;；!?！？]{1,12}了",
    "搬到", r"(?<!来)搬去", "搬家到", "搬回", "改用", "转用", "现在用", "现在住", "已经不", "不再", "转到", "切换到", "换到",
    "跳槽到", "跳槽去", "跳去", "跳到", "升级到", "改做", "改当", "转做", "转岗",
    "涨到", "降到", "涨至", "降至", "涨为", "降为", r"加到(?=\s*[\d一二三四五六七八九十两])", "提高到", "增加到", "减到", "减少到", "上调到", "上调至", "下调到", "下调至",
    "调到", "调去", "调至", "改到", "换了", "转网到", "转回", "换回", "改回", "升为", "升到", "晋升为", "升职为", "以后都",
    # the speaker promoted: "我升技术经理了", "用户升了经理了", "我上个月升经理了", "我今年升了经理", "我被提拔为经理了" (not
    # "升级", "升温", "升学", "我升初中了": a school year; nor what became of it: "我升经理的事黄了", "我升职失败了",
    # "我升经理还早了", "我都以为我升经理了")
    r"(?<!以为)(?:我|用户)(?:已经|终于|刚刚?|正式|也|前[两几]天|上个?月|上周|上星期|今年|去年|年初|年底|最近|昨天|前天|今天)?"
    r"(?:升(?:职)?(?:成|做|当|上|了)?(?![级温值高起旗空学初降])"
    r"(?:(?![的事没不黄败驳推迟还早又戏机申答定失被])[^，。,.;；!?！？]){2,12}?了"
    r"|升了(?![一二两三四五六七八九十几半\d级温值高起旗空学初降职新版])[^，。,.;；!?！？的]{2,8}(?=$|[，。,.;；!?！？])"
    r"|被?(?:提拔|提升|晋升)(?:为|成))",
    # the speaker took a post or was made one (review 33): "我终于当上主管了", "领导提拔我当主管了", "公司提拔我为主管",
    # "我被任命为主管了", "我荣升为护士长" (not dreamt, 梦见我当上…; nor acting or declined: `_NOT_TAKEN`; 被任命为 / 荣升 only
    # after 我 or opening its clause: not someone else's, "小王被任命为经理了", "我们组长荣升主任了", review 34)
    r"(?:(?<!梦见)(?<!梦到)(?<!梦里)(?:我|用户)(?:已经|终于|刚刚?|正式|也|今年|去年|上个?月){0,2}当上了?"
    r"[^，。,.;；!?！？的事没不a-z]{1,10}(?:了|啦)|(?:提拔|提升|晋升)我(?:当|为|做|成)"
    r"|(?:(?<![^，。,.;；!?！？\s])|我|用户)(?:已经|终于|刚刚?|正式|也|今年|去年|上个?月){0,2}(?:被任命为|荣升))" + _NOT_TAKEN,
    # promoted from one post to another, the old one named after 从 / 由: "上个月从列车员升成列车长了", "我由主治医师晋升为副主任医师",
    # "从组员提拔成组长了" (not 升级, 升温, 升学, 从成本上升成…: no post; nor acting or declined: `_NOT_TAKEN`)
    r"(?:从|由)[^，。,.;；!?！？\s从由]{1,12}?(?:升职?|晋升|提拔|提升|荣升)(?:成|为|到|做|当|上)(?![本级温学值高初])"
    r"[^，。,.;；!?！？的事没不]{1,12}?(?:了|啦)?(?=\s*(?:$|[，。,.;；!?！？]))" + _NOT_TAKEN,
    "入职", "换掉",
    # what not to do from now on, with what instead: "以后别用表格了，就用大白话讲" (a lasting change of the reply)
    # (to whom before it, clauses parted by spaces and a reason between, the instead ending 就行: "以后回我别用表格了 手机上看不全
    # 直接分点就行"; not what not to do alone, "以后回我别用表格了 手机上看不全")
    r"以后(?:回我|回复我?|给我|跟我说话|跟我)?都?(?:别|不要|不用|不再|都别)再?(?:用|写|发|叫|喊|回|给我)[^，。,.;；!?！？\s]{0,12}"
    r"(?:[，,]|\s)\s*(?:[^，。,.;；!?！？\s]{1,12}(?:[，,]|\s)\s*)?"
    r"(?:(?:就|都|改|直接)?(?:用|写|发|叫|喊|回)|(?:直接|改)?[^，。,.;；!?！？\s]{1,8}?(?:就行|就好|就可以|即可))",
    # a system of record's change: "证书等级由助理社会工作师变更为社会工作师", "职称由助理研究员变更为副研究员"
    # (not applied for, nor refused: "我申请户籍由北京变更为上海，还在审批", "…变更为上海的申请被驳回了")
    _not_applied("由") + r"[^，。,.;；!?！？]{1,20}?(?:变更|调整)为" + _NOT_YET,
    # a school changed: "儿子这学期转学到外国语学校了" (转到 above holds no 学); not a classmate's ("儿子的同桌转学到…"), nor one
    # applied for, in progress or that fell through ("…的手续还在办", "…的事没办成")
    _not_applied("转学") + r"(?<![桌友]转学)(?<![桌友学][也都们]转学)(?<!同学转学)(?<!同学[也都们]转学)(?<!同学们[也都]转学)"
    r"(?:到|去|至)" + _NOT_YET,
    # the son with a friend ("儿子和好朋友都转学到外国语学校了"; not the deskmate's friend: "同桌和好朋友都转学到…")
    r"(?<![桌友学的])(?:和|跟|与)(?:好|最好的)?(?:朋友|同学|同桌|好友|哥们|闺蜜)们?[也都一起]{0,3}转学(?:到|去|至)" + _NOT_YET,
    # applied for and granted, later in its sentence: "我申请的户籍由北京变更为上海，已经批了", "儿子申请转学到外国语学校，学校同意了"
    r"(?<![桌友学们])申请(?:的|了)?(?:[^，。,.;；!?！？]{0,6}?由[^，。,.;；!?！？]{1,20}?(?:变更|调整)为|转学(?:到|去|至))"
    + _GRANTED + _NOT_YET,
    # Cantonese, read as Mandarin (ledger/script.py): "搬咗去" -> "搬了去", "轉咗工" -> "转了工"
    "搬了去", "搬了到", "转了工", "转工",
)
# Changes said of another person, read only on a key about that person ("升四年级了", "满7岁了", "分到四年五班")
THEIR_CHANGE_CUES_ZH = (
    r"升(?:上)?[\d一二三四五六七八九十]+年[级級]", r"升(?:初|高|大)(?:中|学|一|二|三)",
    r"满[\d一二三四五六七八九十两]+(?:岁|周岁)", r"分到(?![一两几]?个)",
)
# "<an event>其实是<a time>的事": when the event happened, told late ("搬到巴中其实是1月20号的事", "换工作其实是去年年底的事");
# it dates what was said, it does not say a value was wrong (not "其实是1月20号", "其实是杭州": a value put right); a time of
# life too ("住福州其实是小时候的事", "在北京其实是读大学那会儿的事", "年轻时候的事")
_WHEN_IT_HAPPENED = (r"(?!(?:[\d一二三四五六七八九十两]{1,4}\s*(?:年|月份?|号|日)|上个?月|上周|上星期|上礼拜|去年|前年|今年"
                     r"|年初|年底|年前|月初|月底|月中|上半年|下半年|春节|过年|元旦|前几天|前天|昨天|[几一两三半]个?(?:天|周|星期"
                     r"|月|年)|(?:小|年轻|读书|上学|念书|读(?:小学|初中|高中|大学|研)|上(?:小学|初中|高中|大学))的?(?:时候|时|那会儿?)"
                     r"|当年|早年|那时候?|那会儿?|很久|很早|\s){1,6}(?:前|以前|之前|左右|初|底|中旬|上旬|下旬)?就?的事)")
CORRECTION_CUES_ZH = (
    "说错了", "我是说", "我的意思是", "更正", "纠正", "搞错了", "弄错了", "写错了", "打错了", "口误", "其实是" + _WHEN_IT_HAPPENED,
    "记错了",
    "打错字", "写错字", "笔误", r"说(?:法|的|得)不对", "有误",
    "记混", "搞混", "弄混", "说反了", "记岔",
    "转写出错", "转写错", "转错了", "语音转错", r"输入法(?:的锅|背锅|打错|出错|的问题)", "识别错", "听错了", "抄错了", "记录错了", "录错", "填错", "选错了", "标错", "登记错", "录入有误",
    "录入错误",
    "记反了", "记反", "搞反了", "写反了",
    # "不对，我住杭州", "哦不对，应该是杭州", "应该是杭州" said alone (not "这样不对吗", "他应该是杭州人", "应该是杭州吧": a guess)
    r"(?:^|[。！？!?\n，,])\s*(?:哦|噢|啊|呃|嗯)?\s*不对(?=\s*(?:[，,。！!、]|$))",
    # (nor a guess hedged later in its sentence, "应该是杭州，我不太确定", "应该是Go写的", nor advice or a judgement,
    # "应该是喝茶更好", "应该是杭州那边的分公司更适合我")
    r"(?:^|[。！？!?\n，,]|不对)\s*应该是(?![^，。！？!?,.]*[吧吗呢?？])"
    r"(?![^。！？!?\n]{0,40}?(?:不太?确定|记不[太大]?清|没看过|不知道|不清楚|可能|大概|好像|也许|估计|猜))"
    r"(?![^，。！？!?,.;；]{0,20}?(?:更|比较|最好|适合|合适)|[^，。！？!?,.;；]{0,20}?的\s*(?:$|[，。！？!?,.;；]))",
)
