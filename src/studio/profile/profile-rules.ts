/**
 * The spec's profile rules (section 3): username 3-30 letters, digits or underscore, unique;
 * optional full name up to the name rule's 100 characters; bio up to 500. The texts are the ones
 * save_studio_profile answers with (supabase/schemas/functions/save_studio_profile.sql), so the form
 * reads the same whether it or the server found the problem. The spec names none of them but the
 * name rule's "Name too long". The studio is English-only, so there is no Spanish copy here.
 */
export const profileMessages = {
  usernameRequired: 'Username is required',
  usernameLength: 'Username must be 3-30 characters',
  usernameCharacters: 'Username can contain only letters, digits and underscores',
  usernameTaken: 'This username is already taken',
  fullNameTooLong: 'Name too long',
  bioTooLong: 'Bio too long (500 characters at most)',
} as const;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const FULL_NAME_MAX = 100;
export const BIO_MAX = 500;

export const profileFields = ['username', 'full_name', 'bio'] as const;
export type ProfileField = (typeof profileFields)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileErrors = Partial<Record<ProfileField, string>>;

/** Characters as PostgreSQL's char_length counts them: code points, so an emoji is one. */
export const characters = (text: string) => [...text].length;

/** What is sent: each value trimmed as the server trims it (String.prototype.trim's set). */
export const trimmedProfile = (values: ProfileValues): ProfileValues => ({
  username: values.username.trim(),
  full_name: values.full_name.trim(),
  bio: values.bio.trim(),
});

function usernameProblem(username: string): string | undefined {
  if (username === '') return profileMessages.usernameRequired;
  const length = characters(username);
  if (length < USERNAME_MIN || length > USERNAME_MAX) return profileMessages.usernameLength;
  if (!/^[A-Za-z0-9_]+$/.test(username)) return profileMessages.usernameCharacters;
  return undefined;
}

/** Every failing field's message, checked on the trimmed values; {} when all pass. */
export function profileProblems(values: ProfileValues): ProfileErrors {
  const { username, full_name, bio } = trimmedProfile(values);
  const found: ProfileErrors = {};
  const usernameMessage = usernameProblem(username);
  if (usernameMessage) found.username = usernameMessage;
  if (characters(full_name) > FULL_NAME_MAX) found.full_name = profileMessages.fullNameTooLong;
  if (characters(bio) > BIO_MAX) found.bio = profileMessages.bioTooLong;
  return found;
}

/** The server refused some fields (400 with {"field": message}); the form shows each under its field. */
export class ProfileRefused extends Error {
  constructor(
    message: string,
    readonly fields: ProfileErrors,
  ) {
    super(message);
    this.name = 'ProfileRefused';
  }
}
