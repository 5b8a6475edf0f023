interface NamedUser {
  firstName: string | null;
  lastName: string | null;
  userId: string;
}

function firstLetter(value: string | null | undefined): string {
  return value?.trim().charAt(0).toUpperCase() ?? '';
}

/** Initials from first and last name, else from the e-mail's local part ("jane.doe@x" -> "JD"). */
export function userInitials(user: NamedUser): string {
  const fromName = firstLetter(user.firstName) + firstLetter(user.lastName);
  if (fromName) return fromName;
  const local = user.userId.split('@')[0] ?? '';
  const parts = local.split(/[._\-+]+/).filter(Boolean);
  return firstLetter(parts[0]) + firstLetter(parts[1]) || '?';
}

export function userDisplayName(user: NamedUser): string {
  const name = [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ');
  return name || user.userId;
}
