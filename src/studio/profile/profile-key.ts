/** The cache key of one marketer's profile, shared by the header and the Profile screen. */
export const profileKey = (userId: string) => ['studio_profile', userId] as const;
