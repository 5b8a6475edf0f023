import type { ModuleStatus } from './enums.js';

/** Module Manager and related dialogs (spec part 1 §2, §4). */
export const MODULE_MANAGER_TEXT = {
  bannerTitle: 'Module Manager',
  bannerBody:
    'Start free trials, see your subscriptions and explore what is coming next. Each module unlocks its own workspaces, dashboards and insights.',
  tabs: {
    active: (n: number) => `Active Modules (${n})`,
    available: (n: number) => `Available Modules (${n})`,
    expired: (n: number) => `Expired Modules (${n})`,
    inDevelopment: 'Modules in Development',
  },
  empty: {
    active: 'You have no active modules. Explore available modules to enhance your experience.',
    available: 'No available modules at this time. Check back later or contact support for more information.',
    expired: 'You have no expired modules. Explore available modules to enhance your experience.',
  },
  betaChip: 'Beta',
  inDevelopmentChip: 'In Development',
  price: '$0',
  trialPeriod: '90 day trial period',
  buttons: {
    exploreDemo: 'Explore Demo',
    startFreeTrial: 'Start Free Trial',
    signUp: 'Sign Up',
    subscribe: 'Subscribe',
    interested: 'Interested?',
    cancel: 'Cancel',
    contactUs: 'contact us',
  },
  sharedNote: 'You have shared access to a trial workspace through an invitation.',
  cancelDialog: {
    title: 'Are you sure you want to cancel?',
    body: 'Canceling will remove your access to Medicolegal Death Investigation (MDI) workspaces and insights. This action cannot be undone.',
    keep: 'Keep My Account',
    contact: 'Contact Us to Cancel',
  },
  upgradeDialog: {
    title: 'Upgrade to a Paid Plan',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email',
    phoneNumber: 'Phone Number',
    organization: 'Organization',
    comment: 'Comment',
    cancel: 'Cancel',
    contact: 'Contact',
    sent: 'Thank you. Our team will contact you shortly.',
  },
  subscribeDialog: {
    title: 'Subscribe to MDI',
  },
} as const;

/** Chip text of each module status (spec part 1 §4). */
export const MODULE_STATUS_CHIPS: Record<ModuleStatus, string> = {
  ACTIVE_SUBSCRIPTION: 'Subscription Active',
  TRIAL_ACTIVE_SUBSCRIPTION: 'Trial Active',
  SHARED_SUBSCRIPTION: 'Shared Access',
  TRIAL_SUBSCRIPTION: 'Trial Scheduled',
  EXPIRED_SUBSCRIPTION: 'Subscription Ended',
  TRIAL_AVAILABLE: 'Free Trial Available',
  TRIAL_ENDED_SUBSCRIPTION: 'Trial Ended',
};

export const ACCESS_REQUIRED_TEXT = {
  title: 'Access Required',
  body: 'Your trial or subscription may have expired, or this module is not part of your plan.',
  moduleManager: 'Go to Module Manager',
  contactSupport: 'Contact Support',
} as const;

export const ONBOARDING_TEXT = {
  step1Chip: 'Set Up Your Account',
  step1Title: (product: string) => `Welcome To ${product}!`,
  step1Body:
    'We just need a few quick details to get you started. Please fill out the information below to complete your setup.',
  firstName: 'First Name',
  lastName: 'Last Name',
  company: 'Organization',
  jobTitle: 'Job Title',
  phone: 'Phone Number (optional)',
  goals: 'What are your goals?',
  next: 'Next: Select Your Modules',
  step2Chip: 'Select Your Modules',
  step2Title: (product: string) => `Customize Your ${product} Experience`,
  freeTrialAvailable: 'Free Trial Available',
  select: 'Select',
  deselect: 'Deselect',
  stayTuned: 'Stay Tuned',
  interested: 'Interested?',
  back: 'Back',
  getStarted: 'Get Started',
  skip: 'Skip For Now',
  logout: 'Logout',
  terms: 'Terms and Conditions',
} as const;
