/**
 * The account page's forms that use react-hook-form, in one chunk the page requests beside the
 * session (app/routes/app/account.tsx): the page's first load holds none of the form library.
 */
export { ChangeEmailForm } from './change-email-form';
export { ChangePasswordForm } from './change-password-form';
export { ContactDetailsForm } from './contact-details-form';
