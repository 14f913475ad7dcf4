// How long a password reset link works: said by the reset e-mail (password-reset-message.ts) and
// by the forgot-password page, whose browser code imports it. Kept apart from the e-mail, whose
// words come from the server-only message catalogues (decision 021).
export const RESET_LINK_MINUTES = 60;
