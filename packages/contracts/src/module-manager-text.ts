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
  /** For a user who never had a trial or subscription of the module: none can have expired. */
  notSharedBody:
    'This workspace is not shared with you: its owner may have removed your access. Start a free trial in the Module Manager to work in workspaces of your own.',
  /** Smart Toxicology has no shared workspaces: a user who never started its trial is told to start it. */
  toxTrialFirst:
    'Smart Toxicology starts with a free trial. Start it in the Module Manager to enter toxicology cases and see their insights and trends.',
  /** Follows ERROR_MESSAGES.workspaceAccessRevoked (not a spec text, issue 20). */
  revokedHint: 'Ask an owner of the workspace to invite you again if you still need it.',
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

/** Product copy of each module card (spec part 1 §2: "details and bullets"). */
export interface ModuleCardCopy {
  details: string;
  bullets: readonly string[];
}

export const MODULE_CARD_COPY: Record<string, ModuleCardCopy> = {
  mdi: {
    details:
      'Turn death-investigation case data into answers. Import case files, explore ready-made dashboards and share findings with your team and the public.',
    bullets: [
      'Workspaces for your office, with roles for every collaborator',
      'Dashboards on manner and cause of death, demographics and turnaround times',
      'Imports from spreadsheets, CSV and JSON with guided field mapping',
      'Public dashboards with privacy protection built in',
    ],
  },
  tox: {
    details:
      'A shared toxicology case list with AI-assisted insights: record findings, compare cases and follow substance trends as they emerge.',
    bullets: [
      'Toxicology case list and case pages with every entry in one place',
      'Case insights suggesting causes and manners with the reasons behind them',
      'Substance trends by period, with a written summary of what changed',
    ],
  },
  lims: {
    details:
      'Connect the results of your forensic laboratory to your investigations, so lab work and case work stay in step.',
    bullets: [
      'Laboratory results linked to investigation cases',
      'Turnaround and backlog monitoring for the laboratory',
      'Fewer manual hand-offs between lab and office',
    ],
  },
};

/** Module Manager texts the spec leaves open; the fixed ones are MODULE_MANAGER_TEXT. */
export const MODULE_MANAGER_PAGE_TEXT = {
  tabsLabel: 'Module lists',
  inDevelopmentEmpty: 'No modules are in development right now.',
  cardMenu: (moduleName: string) => `More actions for ${moduleName}`,
  subscriptionPeriod: (from: string, to: string) => `Subscription period: ${from} – ${to}`,
  trialEnds: (date: string) => `Trial ends on ${date}`,
  trialStarts: (date: string) => `Your trial starts on ${date}`,
  contactUsBefore: 'Questions about your options? Please',
  cancelBodyFor: (moduleName: string) =>
    `Canceling will remove your access to ${moduleName} workspaces and insights. This action cannot be undone.`,
  subscribeTitleFor: (shortName: string) => `Subscribe to ${shortName}`,
  sharedSubscribeLink: 'Get your own subscription',
  subscribeBody:
    'A paid plan keeps your workspaces, dashboards and collaborators after the 90 day trial period, with support from our team.',
  subscribeBullets: [
    'Unlimited workspaces and collaborators',
    'Public dashboards for your community',
    'Priority support and onboarding help',
  ],
  subscribeBookCall: 'Book a Call',
  subscribeUpgrade: 'Request a Paid Plan',
  subscribeClose: 'Close',
  opensInNewTab: '(opens in a new tab)',
  upgradeIntro: 'Tell us how to reach you and our team will set up your paid plan.',
  upgradeErrors: {
    email: 'Please add email',
    phoneNumber: 'Please add phone number',
  },
  upgradeFailed: 'Your request could not be sent. Please try again later.',
  loadingModules: 'Loading modules',
} as const;

/** The product's own contact dialog, used when no support chat is configured. */
export const SUPPORT_TEXT = {
  titles: {
    contact: 'Contact Us',
    interested: 'Tell Us About Your Interest',
    cancel: 'Cancel Your Subscription',
    support: 'Contact Support',
  },
  intro: {
    contact: 'Send us a message and our team will get back to you by email.',
    interested: 'Tell us what you would like to see in this module and we will keep you posted.',
    cancel: 'Tell us why you would like to cancel and our team will take care of it.',
    support: 'Describe what you need and our team will get back to you by email.',
  },
  message: 'Message',
  messageRequired: 'Please add a message',
  send: 'Send',
  cancel: 'Cancel',
  sent: MODULE_MANAGER_TEXT.upgradeDialog.sent,
  failed: 'Your message could not be sent. Please try again later.',
} as const;

/** Workspace entry pages (the tab router arrives with the workspace tabs). */
export const WORKSPACE_PAGE_TEXT = {
  loading: 'Loading workspace',
  empty: 'This workspace has no data yet.',
  retry: 'Try Again',
  noWorkspaceTitle: 'No workspace yet',
  noWorkspaceBody:
    'You do not have a workspace in this module yet. Start a free trial or accept an invitation to get one, or explore the demo from the Module Manager.',
  moduleManager: 'Go to Module Manager',
} as const;

/** Refusals of the trial call. */
export const SUBSCRIPTION_ERRORS = {
  moduleNotFound: 'Module not found',
  inDevelopment: 'This module is still in development',
  alreadyExists: 'A trial or subscription already exists for this module',
} as const;

/** Short module names used in titles such as "Subscribe to MDI". */
export const MODULE_SHORT_NAMES: Record<string, string> = {
  mdi: 'MDI',
  tox: 'Smart Toxicology',
  lims: 'Forensic LIMS Intelligence',
};
