/**
 * Hebrew for every message the API sends. Keys are the English messages exactly as the routes,
 * services and schemas write them; `{n}` stands for a number inside a message. The localisation
 * middleware (../middleware/localize.ts) swaps them in when the caller asks for Hebrew.
 * A unit test checks that every message constant of the contracts has an entry here.
 */
export const HEBREW_MESSAGES: Readonly<Record<string, string>> = {
  // AUTH_MESSAGES
  "Registration successful": "ההרשמה הושלמה בהצלחה",
  "Logged in successfully": "התחברת בהצלחה",
  "Logged out successfully": "התנתקת בהצלחה",
  "Authenticated user": "משתמש מחובר",
  "Unauthorised user": "משתמש לא מורשה",
  "Invalid email or password": "כתובת הדוא״ל או הסיסמה שגויות",
  "An account with this email already exists.": "כבר קיים חשבון עם כתובת הדוא״ל הזו.",
  "Please sign in to continue.": "יש להתחבר כדי להמשיך.",
  "You do not have permission to do this.": "אין לך הרשאה לבצע פעולה זו.",
  // API_ERROR_MESSAGES and the other general errors
  "Route not found": "הכתובת לא נמצאה",
  "Request body is not valid JSON": "גוף הבקשה אינו JSON תקין",
  "Request body is too large.": "גוף הבקשה גדול מדי.",
  "Send the request body as JSON (Content-Type: application/json).": "יש לשלוח את גוף הבקשה כ-JSON (Content-Type: application/json).",
  "Please correct the highlighted fields and try again.": "יש לתקן את השדות המסומנים ולנסות שוב.",
  "Something went wrong. Please try again.": "משהו השתבש. נסו שוב.",
  "The request body's charset is not supported; send UTF-8.": "קידוד התווים של הבקשה אינו נתמך; יש לשלוח UTF-8.",
  "The request was aborted before its body arrived.": "הבקשה בוטלה לפני שגופה התקבל.",
  "Send the request body as a JSON object.": "יש לשלוח את גוף הבקשה כאובייקט JSON.",
  // Sign-in and registration
  "Too many sign-in attempts. Please wait a few minutes and try again.": "יותר מדי ניסיונות התחברות. המתינו כמה דקות ונסו שוב.",
  "Enter a valid email address.": "יש להזין כתובת דוא״ל תקינה.",
  "Choose a stronger password.": "יש לבחור סיסמה חזקה יותר.",
  "Enter a valid email address, like name@example.com.": "יש להזין כתובת דוא״ל תקינה, למשל name@example.com.",
  "Email is required.": "יש להזין כתובת דוא״ל.",
  "Email must be text.": "כתובת הדוא״ל חייבת להיות טקסט.",
  "Email must be at most {n} characters.": "כתובת הדוא״ל יכולה להכיל עד {n} תווים.",
  "User name is required.": "יש להזין שם משתמש.",
  "User name must be text.": "שם המשתמש חייב להיות טקסט.",
  "User name must be at least {n} characters.": "שם המשתמש חייב להכיל לפחות {n} תווים.",
  "User name must be at most {n} characters.": "שם המשתמש יכול להכיל עד {n} תווים.",
  "Password is required.": "יש להזין סיסמה.",
  "Password must be text.": "הסיסמה חייבת להיות טקסט.",
  "Password must be at least {n} characters.": "הסיסמה חייבת להכיל לפחות {n} תווים.",
  "Password must be at most {n} characters.": "הסיסמה יכולה להכיל עד {n} תווים.",
};
