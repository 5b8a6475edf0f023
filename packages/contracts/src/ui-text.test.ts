import { describe, expect, it } from 'vitest';
import { CONFIRMATION_TYPES } from './enums.js';
import { ACCOUNT_PASSWORD_RULES, CONFIRM_BUTTON_TEXT, confirmationButtons } from './ui-text.js';

describe('confirmation dialog button rules', () => {
  it.each(CONFIRMATION_TYPES)('%s', (type) => {
    const buttons = confirmationButtons(type);
    expect(buttons.showCancel).toBe(!['unableDelete', 'info'].includes(type));
    const expected =
      type === 'deleteWorkspace'
        ? CONFIRM_BUTTON_TEXT.deleteWorkspace
        : type === 'unableDeleteWorkspace'
          ? CONFIRM_BUTTON_TEXT.contactSupport
          : CONFIRM_BUTTON_TEXT.confirm;
    expect(buttons.confirmLabel).toBe(expected);
    expect(buttons.destructive).toBe(type === 'deleteWorkspace');
  });
});

describe('account password rules', () => {
  const failing = (password: string) =>
    ACCOUNT_PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.id);

  it('accepts a password meeting every rule', () => {
    expect(failing('Str0ng!Pass')).toEqual([]);
  });

  it.each([
    ['Sh0rt!', ['length']],
    ['lower0nly!', ['upper']],
    ['UPPER0NLY!', ['lower']],
    ['NoDigits!!', ['number']],
    ['NoSpecial00', ['special']],
    ['Spaces 0nly A', ['special']],
  ])('%s fails %o', (password, rules) => {
    expect(failing(password)).toEqual(rules);
  });
});
