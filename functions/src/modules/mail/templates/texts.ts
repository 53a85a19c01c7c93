/**
 * The words of the shop's emails, in English and Hebrew. The templates (./index.ts) are built from
 * them once per language, so each language's template reads whole in the `mailTemplates` collection
 * an owner edits. `{{name}}` marks where a message's data goes (Handlebars, as the Trigger Email
 * extension renders it); values are never part of these texts. Hebrew speaks to the reader in the
 * plural, as the rest of the shop does.
 */
import type { ContactSubject } from "@cocoa/contracts";

export const en = {
  dir: "ltr",
  greeting: "Hello {{customerName}},",
  viewOrder: "View your order",
  orderNumber: "Order number",
  orderDate: "Order date",
  item: "Item",
  quantity: "Qty",
  price: "Price",
  subtotal: "Subtotal",
  shipping: "Shipping",
  freeShipping: "Free",
  tax: "Tax",
  total: "Total",
  shipTo: "Shipping to",
  phone: "Phone",
  notes: "Notes",
  questions: "Questions? Reply to this email or write to us at",
  footerWhy: "You are receiving this email because of your order at {{shopName}}.",

  receivedSubject: "Your order {{orderNumber}} is confirmed",
  receivedHeading: "Thank you for your order",
  receivedIntro: "We have received your payment of {{total}}, and your order is now with the atelier.",
  receivedNext: "What happens next: we prepare your chocolates by hand and write to you again when the order ships, with a tracking link. You can follow the order in your account at any time.",

  inProcessSubject: "We are preparing your order {{orderNumber}}",
  inProcessHeading: "Your order is being prepared",
  inProcessIntro: "Good news: the atelier has started on your order. We will write again when it ships.",

  inShippingSubject: "Your order {{orderNumber}} is on its way",
  inShippingHeading: "Your order has shipped",
  inShippingIntro: "Your order has left the atelier and is on its way to you.",
  carrier: "Carrier",
  trackingNumber: "Tracking number",
  trackParcel: "Track your parcel",

  deliveredSubject: "Your order {{orderNumber}} was delivered",
  deliveredHeading: "Your order was delivered",
  deliveredIntro: "Your order has arrived. We hope the chocolates bring joy; we would love to read your review of them.",

  rejectedSubject: "Your order {{orderNumber}} was cancelled",
  rejectedHeading: "Your order was cancelled",
  rejectedIntro: "We are sorry: the atelier could not fulfil this order, so it was cancelled.",
  refunded: "We have refunded {{refundAmount}} to your original payment method. Depending on your bank, it may take a few days to appear.",
  refundPending: "A refund of {{refundAmount}} to your original payment method is under way. Depending on your bank, it may take a few days to appear.",
  notCharged: "You were not charged for this order.",

  partialRefundSubject: "A refund for your order {{orderNumber}}",
  partialRefundHeading: "We have refunded part of your order",
  partialRefundIntro: "The atelier has refunded part of your order.",
  refundNote: "A note from the atelier",

  ownerNewSubject: "New order {{orderNumber}}: {{total}}",
  ownerNewHeading: "A new paid order",
  ownerNewIntro: "{{customerName}} ({{customerEmail}}) has just paid {{total}} for order {{orderNumber}}.",
  ownerOpenOrder: "Open the order",
  ownerFooterWhy: "You are receiving this email because you run {{shopName}}.",

  lowStockSubject: "Low stock at {{shopName}}, {{date}}",
  lowStockHeading: "Products running low",
  lowStockIntro: "These products have {{threshold}} or fewer pieces left. Time to make more, or to mark them as made to order.",
  lowStockProduct: "Product",
  lowStockLeft: "In stock",
  lowStockSoldOut: "Sold out",
  lowStockMore: "More products are low too: the list shows the first 100.",
  lowStockOpen: "Open the products",
  lowStockFooterWhy: "You receive this email each morning while products of {{shopName}} are low on stock. Change the threshold in the shop's settings.",

  contactAckSubject: "We have received your message",
  contactAckHeading: "Thank you for writing to us",
  contactAckIntro: "Hello {{name}}, we have received your message about {{subjectLabel}} and will answer within two working days.",
  contactAckFooterWhy: "You are receiving this email because you wrote to {{shopName}} through its contact form.",
  contactSubjectLabel: "Subject",

  contactOwnerSubject: "{{subjectLabel}}: message from {{name}}",
  contactOwnerHeading: "A message from the contact form",
  contactName: "Name",
  contactEmail: "Email",
  contactReply: "Reply to this email to answer {{name}} directly.",

  verifyEmailSubject: "Confirm your email address",
  verifyEmailHeading: "Confirm your email address",
  verifyEmailIntro: "Welcome to {{shopName}}! Please confirm that {{email}} is your address, so that your receipts and order updates reach you. You can browse and fill your cart already; checkout opens once the address is confirmed.",
  verifyEmailButton: "Confirm my email",
  verifyEmailIgnore: "If you did not open an account with us, ignore this email: nothing happens without the link.",
  resetPasswordSubject: "Reset your password",
  resetPasswordHeading: "Choose a new password",
  resetPasswordIntro: "We received a request to reset the password of the account {{email}} at {{shopName}}. The link below works once and for a limited time.",
  resetPasswordButton: "Choose a new password",
  resetPasswordIgnore: "If you did not ask for this, ignore this email: your password stays as it is.",
  accountLinkFallback: "If the button does not work, copy this address into your browser:",
  accountFooterWhy: "You are receiving this email because of your account at {{shopName}}.",
  changeEmailSubject: "Confirm your new email address",
  changeEmailHeading: "Confirm your new email address",
  changeEmailIntro: "You asked to change the email address of your account at {{shopName}} to {{email}}. Open the link to confirm it: your account keeps its current address until you do.",
  changeEmailButton: "Confirm my new email",
  changeEmailIgnore: "If you did not ask for this, ignore this email: nothing changes without the link.",
} as const;

export type MailTexts = { [Key in keyof typeof en]: string };

export const he: MailTexts = {
  dir: "rtl",
  greeting: "שלום {{customerName}},",
  viewOrder: "לצפייה בהזמנה",
  orderNumber: "מספר הזמנה",
  orderDate: "תאריך הזמנה",
  item: "פריט",
  quantity: "כמות",
  price: "מחיר",
  subtotal: "סכום ביניים",
  shipping: "משלוח",
  freeShipping: "חינם",
  tax: "מע״מ",
  total: "סה״כ",
  shipTo: "כתובת למשלוח",
  phone: "טלפון",
  notes: "הערות",
  questions: "שאלות? השיבו למייל הזה או כתבו לנו לכתובת",
  footerWhy: "קיבלתם את המייל הזה בעקבות הזמנה בחנות {{shopName}}.",

  receivedSubject: "ההזמנה שלכם {{orderNumber}} אושרה",
  receivedHeading: "תודה על ההזמנה",
  receivedIntro: "קיבלנו את התשלום בסך {{total}}, וההזמנה כבר אצלנו בסדנה.",
  receivedNext: "מה הלאה: אנחנו מכינים את השוקולדים בעבודת יד, ונכתוב לכם שוב כשההזמנה תצא למשלוח, עם קישור למעקב. אפשר לעקוב אחרי ההזמנה בחשבון שלכם בכל עת.",

  inProcessSubject: "אנחנו מכינים את ההזמנה שלכם {{orderNumber}}",
  inProcessHeading: "ההזמנה שלכם בהכנה",
  inProcessIntro: "חדשות טובות: התחלנו לעבוד על ההזמנה שלכם בסדנה. נכתוב שוב כשהיא תצא למשלוח.",

  inShippingSubject: "ההזמנה שלכם {{orderNumber}} בדרך אליכם",
  inShippingHeading: "ההזמנה שלכם יצאה למשלוח",
  inShippingIntro: "ההזמנה יצאה מהסדנה והיא בדרך אליכם.",
  carrier: "חברת שילוח",
  trackingNumber: "מספר מעקב",
  trackParcel: "למעקב אחרי המשלוח",

  deliveredSubject: "ההזמנה שלכם {{orderNumber}} נמסרה",
  deliveredHeading: "ההזמנה שלכם נמסרה",
  deliveredIntro: "ההזמנה הגיעה. אנחנו מקווים שהשוקולדים ישמחו אתכם, ונשמח לקרוא את הביקורת שלכם עליהם.",

  rejectedSubject: "ההזמנה שלכם {{orderNumber}} בוטלה",
  rejectedHeading: "ההזמנה שלכם בוטלה",
  rejectedIntro: "אנחנו מצטערים: לא יכולנו להשלים את ההזמנה הזו, ולכן היא בוטלה.",
  refunded: "החזרנו {{refundAmount}} לאמצעי התשלום המקורי שלכם. ייתכן שיעברו כמה ימים עד שההחזר יופיע אצלכם, בהתאם לבנק.",
  refundPending: "החזר בסך {{refundAmount}} לאמצעי התשלום המקורי בדרך אליכם. ייתכן שיעברו כמה ימים עד שיופיע אצלכם, בהתאם לבנק.",
  notCharged: "לא חויבתם על ההזמנה הזו.",

  partialRefundSubject: "החזר כספי על ההזמנה שלכם {{orderNumber}}",
  partialRefundHeading: "החזרנו לכם חלק מסכום ההזמנה",
  partialRefundIntro: "הסדנה החזירה לכם חלק מסכום ההזמנה.",
  refundNote: "הערה מהסדנה",

  ownerNewSubject: "הזמנה חדשה {{orderNumber}}: {{total}}",
  ownerNewHeading: "הזמנה חדשה ששולמה",
  ownerNewIntro: "{{customerName}} ({{customerEmail}}) שילמו זה עתה {{total}} על הזמנה {{orderNumber}}.",
  ownerOpenOrder: "לפתיחת ההזמנה",
  ownerFooterWhy: "קיבלתם את המייל הזה כי אתם מנהלים את {{shopName}}.",

  lowStockSubject: "מלאי נמוך בחנות {{shopName}}, {{date}}",
  lowStockHeading: "מוצרים שהמלאי שלהם נגמר",
  lowStockIntro: "למוצרים האלה נשארו {{threshold}} יחידות או פחות. הגיע הזמן להכין עוד, או לסמן אותם כמוכנים בהזמנה.",
  lowStockProduct: "מוצר",
  lowStockLeft: "במלאי",
  lowStockSoldOut: "אזל",
  lowStockMore: "יש עוד מוצרים במלאי נמוך: הרשימה מציגה את 100 הראשונים.",
  lowStockOpen: "למוצרים",
  lowStockFooterWhy: "המייל הזה נשלח כל בוקר כל עוד יש בחנות {{shopName}} מוצרים במלאי נמוך. את הסף אפשר לשנות בהגדרות החנות.",

  contactAckSubject: "קיבלנו את ההודעה שלכם",
  contactAckHeading: "תודה שכתבתם לנו",
  contactAckIntro: "שלום {{name}}, קיבלנו את ההודעה שלכם בנושא {{subjectLabel}} ונענה תוך שני ימי עבודה.",
  contactAckFooterWhy: "קיבלתם את המייל הזה כי כתבתם לחנות {{shopName}} דרך טופס יצירת הקשר.",
  contactSubjectLabel: "נושא",

  contactOwnerSubject: "{{subjectLabel}}: הודעה מאת {{name}}",
  contactOwnerHeading: "הודעה מטופס יצירת הקשר",
  contactName: "שם",
  contactEmail: "אימייל",
  contactReply: "השיבו למייל הזה כדי לענות ישירות ל-{{name}}.",

  verifyEmailSubject: "אישור כתובת הדוא״ל",
  verifyEmailHeading: "אשרו את כתובת הדוא״ל שלכם",
  verifyEmailIntro: "ברוכים הבאים ל-{{shopName}}! אשרו בבקשה ש-{{email}} היא הכתובת שלכם, כדי שהקבלות והעדכונים על ההזמנות יגיעו אליכם. אפשר כבר לעיין בחנות ולמלא את העגלה; התשלום ייפתח אחרי אישור הכתובת.",
  verifyEmailButton: "לאישור כתובת הדוא״ל",
  verifyEmailIgnore: "אם לא פתחתם אצלנו חשבון, התעלמו מהמייל הזה: בלי הקישור לא יקרה דבר.",
  resetPasswordSubject: "איפוס הסיסמה",
  resetPasswordHeading: "בחירת סיסמה חדשה",
  resetPasswordIntro: "קיבלנו בקשה לאפס את הסיסמה של החשבון {{email}} בחנות {{shopName}}. הקישור שלמטה עובד פעם אחת ולזמן מוגבל.",
  resetPasswordButton: "לבחירת סיסמה חדשה",
  resetPasswordIgnore: "אם לא ביקשתם זאת, התעלמו מהמייל הזה: הסיסמה שלכם נשארת כפי שהיא.",
  accountLinkFallback: "אם הכפתור לא עובד, העתיקו את הכתובת הזו לדפדפן:",
  accountFooterWhy: "קיבלתם את המייל הזה בעקבות החשבון שלכם בחנות {{shopName}}.",
  changeEmailSubject: "אישור כתובת הדוא״ל החדשה",
  changeEmailHeading: "אשרו את כתובת הדוא״ל החדשה",
  changeEmailIntro: "ביקשתם לשנות את כתובת הדוא״ל של החשבון שלכם בחנות {{shopName}} ל-{{email}}. פתחו את הקישור כדי לאשר אותה: עד אז החשבון שומר על הכתובת הנוכחית.",
  changeEmailButton: "לאישור הכתובת החדשה",
  changeEmailIgnore: "אם לא ביקשתם זאת, התעלמו מהמייל הזה: בלי הקישור שום דבר לא משתנה.",
};

export const MAIL_TEXTS = { en, he } as const;

/** The contact form's subjects, as the SPA's form names them (web/src/shared/i18n/locales, contact.subjects). */
export const CONTACT_SUBJECT_LABELS: Record<keyof typeof MAIL_TEXTS, Record<ContactSubject, string>> = {
  en: { general: "General question", orders: "Orders", products: "Products", feedback: "Feedback", wholesale: "Wholesale", other: "Other" },
  he: { general: "פנייה כללית", orders: "הזמנות ומשלוחים", products: "השוקולדים שלנו", feedback: "משוב", wholesale: "סיטונאות ואירועים", other: "נושא אחר" },
};
export type MailLanguage = keyof typeof MAIL_TEXTS;
