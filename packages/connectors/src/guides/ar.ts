import { defaultDevFile as devFile } from '../message-support/dev-log';
import type { Guides } from './en';

/** The callback URL step of every social connector's guide. */
const callback = `سجّل لدى المزوّد عنوان URL لرد الاتصال (إعادة التوجيه) \`{endpoint}/callback/{connectorId}\`: حيث \`{endpoint}\` هو العنوان العام لـ Gatehouse الخاص بك و\`{connectorId}\` هو المعرّف الذي يحصل عليه هذا الموصل عند إضافته، ويظهر في صفحته. يجب أن يعيد المزوّد المستخدمين إلى هذا العنوان بالضبط.`;

export const ar: Guides = {
  'dev-email': `# بريد التطوير (السجل والملف)

لتثبيت جديد بلا حساب بريد: **لا تغادر أي رسالة بريد إلكتروني الخادم.** تُكتب كل رسالة في سجل الخادم مع رمزها أو رابطها، وتُلحق كسطر JSON واحد بملف (\`${devFile}\` في المجلد الذي يعمل فيه الخادم، ما لم تحدد ملفًا آخر).

1. أضف هذا الموصل كموصل البريد الإلكتروني للمستأجر؛ يمكن ترك مسار الملف فارغًا.
2. سجّل الدخول برمز عبر البريد الإلكتروني: تعرض الطرفية التي تشغّل Gatehouse سطرًا مثل \`Development email to ada@example.com (SignIn) “Your sign-in code”: code 123456\`.
3. لمتابعة الملف: \`tail -f ${devFile}\`. يحتوي كل سطر على \`time\` و\`channel\` و\`to\` و\`type\` و\`subject\` و\`body\` و\`payload\`.

استبدله بـ SMTP أو بريد HTTP قبل أن يسجّل مستخدمون حقيقيون: فلن تصلهم رموزهم أبدًا. يحتوي الملف على رموز تسجيل الدخول؛ ويُنشأ بحيث لا يقرؤه إلا مستخدم الخادم.
`,
  'http-email': `# بريد HTTP

يرسل Gatehouse كل رسالة بريد، بعد إنشائها من قالب المستأجر، بطلب POST بصيغة JSON إلى نقطة النهاية الخاصة بك، التي تتولى توصيلها (خدمتك الخاصة، أو دالة بلا خادم، أو webhook لدى مزوّد).

\`\`\`http
POST /your/endpoint
Content-Type: application/json

{
  "to": "ada@example.com",
  "type": "SignIn",
  "subject": "Your sign-in code",
  "body": "<p>Your code is 123456</p>",
  "contentType": "text/html",
  "replyTo": "support@example.com",
  "sendFrom": "Acme",
  "payload": { "code": "123456" }
}
\`\`\`

يظهر \`replyTo\` و\`sendFrom\` عندما يضبطهما القالب؛ ويحتوي \`payload\` على الرمز أو الرابط وأي قيمة أُرسلت معها الرسالة. وقيمة \`type\` واحدة من SignIn وRegister وForgotPassword وOrganizationInvitation وGeneric وUserPermissionValidation وBindNewIdentifier وMfaVerification.

- **عنوان URL لنقطة النهاية**: http أو https. استخدم https خارج الشبكة الخاصة: فالمحتوى يحمل رموز تسجيل الدخول.
- **ترويسات الطلب**: كائن JSON، مثل \`{ "Authorization": "Bearer <token>" }\`، لتعرف نقطة النهاية أن الطلب قادم من Gatehouse. تُحفظ سرًّا مثل كلمة المرور.

أي استجابة 2xx تُعد توصيلًا. وأي حالة أخرى تُفشل الإرسال بـ \`invalid_response\`، مع عرض الحالة وأول 500 حرف من الاستجابة؛ ولا تُتبع عمليات إعادة التوجيه. وعدم وصول استجابة خلال 10 ثوانٍ، أو تعذّر الاتصال، يُفشله بـ \`general\`.
`,
  smtp: `# SMTP

يرسل البريد الإلكتروني عبر خادم بريد: خادمك الخاص، أو مرحّل SMTP لدى مزوّد (تقدّم معظم خدمات البريد واحدًا؛ ابحث عن "إعدادات SMTP" أو "بيانات اعتماد SMTP").

| الحقل | ما يجب إدخاله |
| --- | --- |
| المضيف، المنفذ | اسم الخادم ومنفذه: عادةً 587 مع STARTTLS، و465 مع TLS الضمني |
| التشفير | STARTTLS (مطلوب) على 587، وTLS الضمني على 465؛ وبلا تشفير فقط لمرحّل على مضيفك أو شبكتك |
| اسم المستخدم، كلمة المرور | بيانات اعتماد SMTP؛ اترك كليهما فارغًا لمرحّل لا يحتاجهما |
| عنوان المرسل | العنوان الذي يأتي منه البريد؛ يجب أن يسمح الخادم لبيانات الاعتماد هذه باستخدامه |
| اسم المرسل | الاسم المعروض؛ ويتقدّم عليه اسم المرسل في قالب البريد |
| قبول الشهادات غير الصالحة | لخادم اختبار بشهادة موقّعة ذاتيًا فقط |

مع STARTTLS يجب أن يصبح الاتصال مشفرًا، وإلا فلا يُرسل شيء: لا يعود Gatehouse أبدًا إلى النص الصريح. وتُرفض الشهادة التي لا تطابق المضيف أو الموقّعة ذاتيًا أو المنتهية الصلاحية (\`invalid_certificate\`) ما لم يقل المفتاح غير ذلك، وعندها يستطيع أي شخص على المسار قراءة الرموز في البريد.

يأتي الموضوع والمحتوى من قوالب البريد لدى المستأجر، ويُرسلان بصيغة HTML أو نص عادي كما يحدد القالب، مع عنوان الرد الخاص به. وتذكر الأخطاء ما يجب إصلاحه: \`invalid_config\` لمضيف يتعذّر الوصول إليه أو بيانات اعتماد مرفوضة، و\`invalid_response\` بكلمات الخادم نفسه لمرسل أو مستلم مرفوض، و\`general\` لخادم يتوقف عن الاستجابة (10 ثوانٍ).
`,
  'dev-sms': `# رسائل SMS للتطوير (السجل والملف)

لتثبيت جديد بلا مزوّد SMS: **لا تُرسل أي رسالة نصية.** تُكتب كل رسالة في سجل الخادم مع رمزها، وتُلحق كسطر JSON واحد بملف (\`${devFile}\` في المجلد الذي يعمل فيه الخادم، ما لم تحدد ملفًا آخر؛ ويمكن لموصل بريد التطوير مشاركته، وكل سطر يذكر \`channel\` الخاص به).

1. أضف هذا الموصل كموصل SMS للمستأجر؛ يمكن ترك مسار الملف فارغًا.
2. سجّل الدخول برمز عبر الهاتف: تعرض الطرفية التي تشغّل Gatehouse سطرًا مثل \`Development SMS to +15551234567 (SignIn): code 123456\`.
3. لمتابعة الملف: \`tail -f ${devFile}\`.

استبدله بـ Twilio أو SMS عبر HTTP قبل أن يسجّل مستخدمون حقيقيون: فلن تصلهم رموزهم أبدًا. يحتوي الملف على رموز تسجيل الدخول؛ ويُنشأ بحيث لا يقرؤه إلا مستخدم الخادم.
`,
  'http-sms': `# SMS عبر HTTP

يرسل Gatehouse كل رسالة نصية بطلب POST بصيغة JSON إلى نقطة النهاية الخاصة بك أو مباشرةً إلى واجهة API لمزوّد SMS. المحتوى هو قالبك، مع استبدال هذه العناصر النائبة داخل سلاسله النصية:

| العنصر النائب | القيمة |
| --- | --- |
| \`{{to}}\` | رقم الهاتف كما يحفظه Gatehouse (+15551234567) |
| \`{{text}}\` | الرسالة، المنشأة من قالب SMS لدى المستأجر |
| \`{{code}}\` | رمز التحقق وحده (فارغ إن لم يكن في الرسالة رمز) |
| \`{{type}}\` | الغرض من الرسالة: SignIn وRegister وForgotPassword وMfaVerification و… |

إذا تُرك فارغًا، فالقالب هو \`{ "to": "{{to}}", "text": "{{text}}", "code": "{{code}}", "type": "{{type}}" }\`. ولمزوّد يتوقع أسماء أخرى، اكتبها: \`{ "recipient": "{{to}}", "message": { "body": "{{text}}" } }\`. تُهرَّب القيم دائمًا بصيغة JSON، لذا ضع كل عنصر نائب داخل سلسلة نصية؛ ويجب أن يستخدم القالب \`{{text}}\` أو \`{{code}}\`، ويُرفض العنصر النائب غير المعروف عند الحفظ.

- **عنوان URL لنقطة النهاية**: http أو https. استخدم https خارج الشبكة الخاصة: فالمحتوى يحمل رموز تسجيل الدخول.
- **ترويسات الطلب**: كائن JSON، مثل \`{ "Authorization": "Bearer <token>" }\`. تُحفظ سرًّا.

أي استجابة 2xx تُعد إرسالًا. وأي حالة أخرى تُفشل الإرسال بـ \`invalid_response\`، مع عرض الحالة وأول 500 حرف من الاستجابة؛ ولا تُتبع عمليات إعادة التوجيه. وعدم وصول استجابة خلال 10 ثوانٍ، أو تعذّر الاتصال، يُفشله بـ \`general\`.
`,
  'twilio-sms': `# Twilio SMS

يرسل الرسائل النصية عبر حسابك في Twilio (واجهة Programmable Messaging API الخاصة به).

1. في وحدة تحكم Twilio، انسخ **Account SID** (يبدأ بـ AC) و**Auth token** من لوحة معلومات الحساب.
2. اختر المرسل: **رقم هاتف** للحساب بالصيغة الدولية (+15551234567)، أو **Messaging Service SID** (يبدأ بـ MG)، الذي يجعل Twilio يختار مرسلًا من مجموعة الخدمة؛ وعند ضبطه يُستخدم هو لا الرقم.
3. في الحساب التجريبي، لا يوصل Twilio إلا إلى الأرقام التي تحققت منها في وحدة التحكم الخاصة به.

كل رسالة هي طلب واحد إلى \`POST /2010-04-01/Accounts/{AccountSid}/Messages.json\` مع \`To\` و\`From\` أو \`MessagingServiceSid\` و\`Body\` (قالب SMS لدى المستأجر بعد إنشائه). وعندما يرفض Twilio، يفشل الإرسال بـ \`invalid_response\` (\`rate_limit_exceeded\` للحالة 429) مع عرض حالة Twilio ورمز الخطأ والرسالة — ابحث عن الرمز في قاموس أخطاء Twilio.
`,
  apple: `# Sign in with Apple

يتطلب عضوية في Apple Developer Program.

1. في **Certificates, Identifiers & Profiles → Identifiers**، فعّل **Sign in with Apple** على App ID الخاص بك، ثم أنشئ **Services ID**: ومعرّفه هو **Services ID** هنا.
2. اضبط Sign in with Apple على Services ID: أضف نطاق Gatehouse الخاص بك وعنوان URL للعودة. ${callback} لا تقبل Apple إلا عناوين https.
3. ضمن **Keys**، أنشئ مفتاحًا مع Sign in with Apple، ونزّل ملف \`.p8\` الخاص به (تقدّمه Apple مرة واحدة فقط) ودوّن **Key ID** الخاص به. الصق محتوى الملف كمفتاح خاص.
4. يظهر **Team ID** الخاص بك ضمن **Membership details**.

تردّ Apple بطلب POST لنموذج إلى عنوان رد الاتصال. يوقّع Gatehouse بمفتاحك سرّ عميل قصير الأجل لكل تسجيل دخول ويتحقق من رمز المعرّف من Apple (المُصدر \`https://appleid.apple.com\`، وServices ID الخاص بك كجمهور، والـ nonce). ترسل Apple اسم المستخدم فقط في أول مرة يسجّل فيها الدخول إلى تطبيقك؛ ويأتي البريد الإلكتروني من رمز المعرّف (وقد يكون عنوان ترحيل خاصًا).
`,
  discord: `# Discord

1. في [Discord Developer Portal](https://discord.com/developers/applications)، أنشئ تطبيقًا وافتح **OAuth2**.
2. ${callback} أضفه ضمن **Redirects**.
3. انسخ **Client ID**، وأعد تعيين **Client Secret** وانسخه، وأدخل كليهما هنا.

يقرأ النطاق الافتراضي \`identify email\` معرّف المستخدم وأسماءه وصورته الرمزية وبريده الإلكتروني؛ ويُعد البريد موثّقًا عندما يقول Discord إن بريد الحساب \`verified\`.
`,
  facebook: `# Facebook

1. في [Meta for Developers](https://developers.facebook.com/apps)، أنشئ تطبيقًا بحالة الاستخدام **Authenticate and request data from users with Facebook Login**.
2. ${callback} تسردها Meta ضمن **Facebook Login → Settings → Valid OAuth Redirect URIs**.
3. من **App settings → Basic**، انسخ **App ID** و**App secret** إلى هنا.

يقرأ النطاق الافتراضي \`public_profile email\` معرّف المستخدم واسمه وصورته وبريده الإلكتروني. يحمل كل استدعاء لـ Graph API قيمة \`appsecret_proof\`، لذا يمكنك تفعيل **Require App Secret**. لا يذكر Facebook ما إذا كان البريد مؤكدًا، لذا لا يُعد موثّقًا أبدًا (ولا يمكنه وحده ربط حساب موجود).
`,
  github: `# GitHub

1. على GitHub، افتح **Settings → Developer settings → OAuth Apps → New OAuth App** (أو الشيء نفسه في إعدادات مؤسستك).
2. ${callback} يسمّيه GitHub *Authorization callback URL*.
3. انسخ **Client ID**، وأنشئ **client secret**، وأدخل كليهما هنا.

يتيح النطاق الافتراضي \`read:user user:email\` لـ Gatehouse قراءة ملف المستخدم الشخصي وبريده الأساسي، الذي لا يُعد موثّقًا إلا عندما يقول GitHub ذلك. ومن دون \`user:email\` لا يُقرأ إلا البريد العام في الملف الشخصي، على أنه غير موثّق. تستخدم الطلبات PKCE (S256).
`,
  gitlab: `# GitLab

يعمل مع GitLab.com ومع GitLab المُدار ذاتيًا (اضبط **عنوان URL للمثيل** الخاص به، مثل \`https://gitlab.example.com\` أو \`https://example.com/gitlab\`).

1. في GitLab، افتح **Edit profile → Applications** (أو تطبيقات مجموعة أو المثيل) وأضف تطبيقًا جديدًا. أبقِ **Confidential** محددًا وحدد النطاقات \`openid\` و\`profile\` و\`email\`.
2. ${callback}
3. انسخ **Application ID** (معرّف العميل) و**Secret** إلى هنا.

يستخدم تسجيل الدخول OpenID Connect: مُصدر GitLab هو عنوان URL لمثيله، ويُقرأ عبر الاكتشاف، ويُتحقق من رمز المعرّف بمفاتيحه المنشورة. ويُعد البريد موثّقًا عندما يقول GitLab \`email_verified\`.
`,
  google: `# Google

1. في [Google Cloud console](https://console.cloud.google.com/apis/credentials)، اضبط شاشة موافقة OAuth لمشروعك، ثم **Create credentials → OAuth client ID** من النوع **Web application**.
2. ${callback} تسمّيه Google *Authorized redirect URI*.
3. انسخ معرّف العميل وسرّ العميل إلى هنا.

يستخدم تسجيل الدخول OpenID Connect: nonce وPKCE في كل طلب، ويُتحقق من رمز المعرّف بمفاتيح Google المنشورة. يحدد **الموجّه** ما إذا كانت Google تعرض دائمًا أداة اختيار الحساب أو شاشة الموافقة. ويُعد البريد موثّقًا عندما تقول Google \`email_verified\`.
`,
  linkedin: `# LinkedIn

1. أنشئ تطبيقًا في [LinkedIn Developer Portal](https://www.linkedin.com/developers/apps) وأضف المنتج **Sign In with LinkedIn using OpenID Connect**.
2. ${callback} تسردها LinkedIn ضمن **Auth → Authorized redirect URLs for your app**.
3. انسخ معرّف العميل وسرّ العميل الأساسي من علامة التبويب **Auth** إلى هنا.

يستخدم تسجيل الدخول OpenID Connect بالنطاقات \`openid profile email\`؛ ويُتحقق من رمز المعرّف بمفاتيح LinkedIn المنشورة (المُصدر \`https://www.linkedin.com/oauth\`، ومعرّف العميل الخاص بك كجمهور). ترفض LinkedIn استخدام PKCE لتطبيقات الويب، لذا لا يُرسل، وقد يخلو رمز المعرّف الخاص بها من nonce: والرمز الذي يحمل nonce يجب أن يحمل nonce تسجيل الدخول هذا. ويُعد البريد موثّقًا عندما تقول LinkedIn \`email_verified\`.
`,
  microsoft: `# Microsoft Entra ID

1. في [Microsoft Entra admin center](https://entra.microsoft.com)، افتح **App registrations → New registration** واختر أنواع الحسابات المسموح بها.
2. ${callback} أضفه كعنوان URI لإعادة التوجيه للنظام الأساسي **Web**.
3. ضمن **Certificates & secrets**، أنشئ سرّ عميل وانسخ **Value** الخاصة به (لا معرّفه).
4. انسخ **Application (client) ID** إلى هنا مع السرّ.
5. **المستأجر**: \`common\` لأي حساب عمل أو مدرسة أو حساب شخصي، و\`organizations\` لحسابات العمل والمدرسة، و\`consumers\` للحسابات الشخصية، أو معرّف المستأجر الخاص بك أو نطاقه لمؤسستك وحدها. ويجب أن يطابق أنواع الحسابات في التسجيل.

مع \`common\` و\`organizations\` يذكر مُصدر رمز المعرّف مستأجر المستخدم نفسه؛ ويطابقه Gatehouse مع مطالبة \`tid\` في الرمز. لا تضمن Microsoft مطالبة \`email\` لحسابات العمل، لذا لا يُعد البريد موثّقًا إلا عندما يقول الرمز \`email_verified\` أو \`xms_edov\` (أضف المطالبة الاختيارية \`xms_edov\` ضمن **Token configuration**). معرّف المستخدم هو \`sub\` في الرمز، وهو خاص بتطبيقك.
`,
  oauth2: `# OAuth 2.0

لمزوّد يدعم OAuth 2.0 دون OpenID Connect (إن كان يدعمه، ففضّل موصل OpenID Connect: إذ يُتحقق من رمز المعرّف الخاص به).

1. سجّل **تطبيق ويب سريًّا** لدى المزوّد (تدفق رمز التفويض).
2. ${callback}
3. أدخل نقاط نهاية **التفويض** و**الرمز المميز** و**معلومات المستخدم** الخاصة به (https)، ومعرّف العميل وسرّه، والنطاقات، والطريقة التي تريد بها نقطة نهاية الرمز المميز مصادقة العميل.
4. أبقِ **PKCE** مفعّلًا ما لم يرفضه المزوّد.
5. **حقول الملف الشخصي**: تُقرأ من استجابة نقطة نهاية معلومات المستخدم قيم \`id\` و\`email\` و\`emailVerified\` و\`name\` و\`avatar\` و\`phone\` للمستخدم. وإن لم تُحدَّد، تُجرَّب الأسماء المعتادة: المعرّف من \`sub\` ثم \`id\`، و\`email\` و\`email_verified\` و\`name\` و\`picture\` ثم \`avatar_url\` و\`phone_number\`. حدّد حقلًا آخر، أو حقلًا متداخلًا بالنقاط:

\`\`\`json
{ "id": "data.user_id", "name": "data.display_name", "emailVerified": "data.email_confirmed" }
\`\`\`

لا يُعد البريد موثّقًا إلا عندما تكون قيمة الحقل المربوط \`true\`.
`,
  oidc: `# OpenID Connect

يسجّل دخول المستخدمين عبر أي مزوّد يطبّق OpenID Connect (Keycloak وAuth0 وOkta وAuthentik وZITADEL و…).

1. لدى مزوّدك، أنشئ **تطبيق ويب سريًّا** (تدفق رمز التفويض).
2. ${callback}
3. أدخل عنوان URL لـ **المُصدر** لدى المزوّد. يقرأ Gatehouse \`{issuer}/.well-known/openid-configuration\`، الذي يجب أن يذكر المُصدر نفسه تمامًا (انتبه للشرطة المائلة في النهاية).
4. أدخل معرّف العميل وسرّه، والطريقة التي يريد المزوّد إرسالهما بها (يقبل معظمهم الطريقتين).
5. يجب أن يتضمن النطاق \`openid\`؛ أضف \`email\` و\`profile\` لبريد المستخدم واسمه.

يرسل كل تسجيل دخول \`nonce\` عشوائيًا وتحدي PKCE (S256). يجب أن يكون رمز المعرّف موقّعًا بأحد مفاتيح المزوّد المنشورة، وأن يذكر المُصدر، وأن يكون جمهوره معرّف العميل الخاص بك، وألا يكون منتهي الصلاحية، وأن يحمل الـ nonce. وعندما لا يحتوي على بريد إلكتروني، تُقرأ نقطة نهاية userinfo. ولا يُعد البريد موثّقًا إلا عندما يقول المزوّد \`email_verified: true\`.
`,
};
