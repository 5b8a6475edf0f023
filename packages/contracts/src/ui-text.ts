import { PICTURE_FIELD, PICTURE_MAX_BYTES } from './api/user.js';
import type { ConfirmationType } from './enums.js';

/** Visible labels and fixed texts of the shell and global dialogs (spec part 1 §2). */
export const SHELL_TEXT = {
  sidebar: {
    mdi: 'MDI',
    tox: 'Smart Toxicology',
    moduleManager: 'Module Manager',
    helpCenter: 'Help Center',
    /** Accessible name of the sidebar navigation landmark. */
    label: 'Main',
  },
  avatarMenu: { account: 'My Account', logout: 'Logout', open: 'Open account menu' },
  skipToContent: 'Skip to main content',
  banners: {
    exporting: 'Exporting Analytics',
    importing: 'Importing Data',
    demoMode:
      'Demo Mode: Sample Data Only. This is a demonstration dataset. No real patient or mortality data is displayed.',
  },
  loading: 'Loading... please wait',
  loadFailed: 'HDE could not be loaded. Please check your connection and try again.',
  signInFailed: 'Sign-in could not be completed. Please sign in again.',
  tryAgain: 'Try Again',
  signInAgain: 'Sign In Again',
  notFound: 'Sorry! This page could not be found.',
  notFoundHome: 'Go to the home page',
  mobile: {
    title: 'HDE is not available on mobile',
    body: 'This application is not available on mobile devices. Please switch to a desktop computer to continue.',
  },
  sessionExpiry: {
    title: 'Your session is about to expire',
    body: 'For your security you will be logged out when the countdown ends.',
    logout: 'Logout',
    continue: 'Continue Session',
    timeRemaining: 'Time remaining',
  },
  theme: { light: 'Light Mode', dark: 'Dark Mode', toggle: 'Toggle light and dark mode' },
  version: (version: string) => `Version ${version}`,
} as const;

export const ACCOUNT_TEXT = {
  title: 'My Account',
  myDetails: 'My Details',
  accountId: 'Account ID',
  appearance: 'Appearance Mode',
  firstName: 'First Name',
  lastName: 'Last Name',
  phoneNumber: 'Phone Number',
  /** Shown before the stored phone number. */
  phonePrefix: '+1',
  organization: 'Organization',
  jobTitle: 'Job Title',
  edit: 'Edit My Details',
  save: 'Save My Details',
  cancel: 'Cancel Editing',
  changePicture: 'Change Profile Picture',
  uploadingPicture: 'Uploading profile picture',
} as const;

/** Refusals of the profile picture upload (POST user/pic). */
export const PICTURE_ERRORS = {
  notMultipart: `Send the picture as multipart/form-data in the field "${PICTURE_FIELD}"`,
  missing: `The field "${PICTURE_FIELD}" with an image file is required`,
  tooLarge: `The picture must be at most ${PICTURE_MAX_BYTES / (1024 * 1024)} MB`,
  notImage: 'The picture must be a PNG, JPEG, GIF or WebP image',
  malformed: 'The multipart body could not be read',
} as const;

/** Onboarding texts the spec leaves open; the fixed ones are ONBOARDING_TEXT. */
export const ONBOARDING_PAGE_TEXT = {
  goalsHelp: 'Select all that apply.',
  mdiBody:
    'Organize case data in workspaces, import files and explore dashboards, charts and tables built for death investigation.',
  selected: 'Selected',
  stayTunedBody: 'More modules are in development and will be announced soon:',
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
} as const;

export const SIGN_IN_TEXT = {
  signInTitle: 'Sign in to HDE',
  email: 'Email',
  password: 'Password',
  signIn: 'Sign In',
  createAccountPrompt: "Don't have an account?",
  createAccount: 'Create an account',
  signUpTitle: 'Create your HDE account',
  confirmPassword: 'Confirm Password',
  signUp: 'Create Account',
  haveAccountPrompt: 'Already have an account?',
  backToSignIn: 'Sign in',
  invalidCredentials: 'The email or password is incorrect.',
  emailTaken: 'An account with this email already exists.',
  passwordsDiffer: 'The passwords do not match.',
  invalidEmail: 'Must be a valid email address.',
  passwordRulesTitle: 'Your password must have:',
  waitBeforeRetry: (seconds: number) =>
    `Too many failed sign-ins. Please wait ${seconds} second${seconds === 1 ? '' : 's'} and try again.`,
  tooManySignUps: 'Too many accounts were created from your network. Please try again in a few minutes.',
} as const;

/** Rules of an account password on the embedded provider's sign-up page. */
export const ACCOUNT_PASSWORD_RULES = [
  { id: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { id: 'upper', label: 'At least 1 uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'lower', label: 'At least 1 lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { id: 'number', label: 'At least 1 number', test: (p: string) => /\d/.test(p) },
  {
    id: 'special',
    label: 'At least 1 special character',
    test: (p: string) => /[^A-Za-z0-9\s]/.test(p),
  },
] as const;

export const CONFIRM_BUTTON_TEXT = {
  cancel: 'Cancel',
  confirm: 'Confirm',
  deleteWorkspace: 'Delete Workspace',
  contactSupport: 'Contact Support',
} as const;

/** Button rules of the global confirmation dialog (spec part 1 §2 "Global dialogs"). */
export function confirmationButtons(type: ConfirmationType): {
  showCancel: boolean;
  confirmLabel: string;
  destructive: boolean;
  opensSupport: boolean;
} {
  return {
    showCancel: type !== 'unableDelete' && type !== 'info',
    confirmLabel:
      type === 'deleteWorkspace'
        ? CONFIRM_BUTTON_TEXT.deleteWorkspace
        : type === 'unableDeleteWorkspace'
          ? CONFIRM_BUTTON_TEXT.contactSupport
          : CONFIRM_BUTTON_TEXT.confirm,
    destructive: type === 'deleteWorkspace',
    opensSupport: type === 'unableDeleteWorkspace',
  };
}
