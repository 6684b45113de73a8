/**
 * Generated bad input for the three forms: every field broken in every way the rules name,
 * plus wrong JSON types, invisible characters, injection strings and whole bodies that are not
 * objects. Deterministic (seeded), so a failure names an input that can be replayed.
 */
export type FormName = 'founder' | 'partnership' | 'membership';

export const validPayloads: Record<FormName, Record<string, unknown>> = {
  founder: { name: 'Ana Silva', email: 'ana@example.com', phone: '555 123 4567', countryCode: '+1', country: 'US' },
  partnership: {
    name: 'Ana Silva',
    email: 'ana@example.com',
    phone: '555 123 4567',
    countryCode: '+1',
    companyName: 'Silva Farms',
    location: 'Sintra, Portugal',
    landDetails: 'Twelve hectares of terraced olive groves with a well and road access.',
  },
  membership: { name: 'Ana Silva', email: 'ana@example.com', phone: '555 123 4567', countryCode: '+1' },
};

const wrongTypes: unknown[] = [null, 0, 42, -1.5, true, false, [], ['Ana'], {}, { $ne: '' }];
const invisible = ['\u200b', '\u202e', '\u0000', '\u0007', '\ufeff', '\ud83d\ude00', '\t\n'];

/**
 * Values each field's rules reject (with the field kept otherwise valid). A non-string counts as
 * empty (the contract), so for the optional companyName and location it is no error.
 */
export const badValues: Record<string, unknown[]> = {
  name: [
    '',
    '   ',
    'A'.repeat(101),
    'Ana2',
    'Ana <b>',
    '<script>alert(1)</script>',
    "Robert'); DROP TABLE founder_applications;--",
    'ana@example.com',
    'Ana_Silva',
    'Ana/Silva',
    'Ana (Silva)',
    'Ana; Silva',
    '١٢٣',
    'Ana💥',
    ...invisible.map((c) => `Ana${c}Silva`),
    ...wrongTypes,
  ],
  email: [
    '',
    'ana',
    'ana@',
    '@example.com',
    'ana@example',
    'ana example@x.com',
    'ana@@example.com',
    '<ana@example.com>',
    'ana>@example.com',
    `${'a'.repeat(250)}@example.com`,
    'ana@exa mple.com',
    "' OR 1=1 --",
    ...wrongTypes,
  ],
  phone: [
    '',
    '12345',
    '123456',
    '1234567890123456',
    '+1234567890123456',
    '555-CALL-NOW',
    '555 123 4567 ext 2',
    '+',
    '++15551234567',
    '5551234567'.repeat(3),
    '(((((((((((((((((((((',
    '555.123.4567',
    '555_123_4567',
    '<script>',
    '1'.repeat(21),
    ...wrongTypes,
  ],
  countryCode: ['', '1', '+', '+12345', '44', '+4a', '++1', '+ 1', 'US', '+-1', ...wrongTypes],
  companyName: ['<script>x</script>', 'javascript:alert(1)', 'JavaScript:void(0)', 'data:text/html,hi', '< SCRIPT src=x>', 'C'.repeat(201)],
  location: ['Paris!', 'Sintra; Portugal', '<b>Lisbon</b>', 'L'.repeat(201), 'Lisbon\u0000', 'Porto #2', 'Lisboa²', 'Rome Ⅻ!'],
  landDetails: [
    '',
    'short',
    '123456789',
    'L'.repeat(2001),
    'Great land <script>steal()</script> here',
    'Nice plot javascript:alert(1)',
    'See data:text/html;base64,PHNjcmlwdD4=',
    null,
    12345678901,
    [],
    {},
  ],
};

/** Bodies that are not a form at all. */
export const badBodies: unknown[] = ['[]', '"text"', '42', 'null', 'true', '[{"name":"Ana"}]'].map((json) => JSON.parse(json));

const fieldsOf: Record<FormName, string[]> = {
  founder: ['name', 'email', 'phone', 'countryCode'],
  partnership: ['name', 'email', 'phone', 'countryCode', 'companyName', 'location', 'landDetails'],
  membership: ['name', 'email', 'phone', 'countryCode'],
};

function prng(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

/** At least `count` bad payloads for one form: single broken fields first, then random combinations. */
export function generateBadInputs(form: FormName, count: number, seed = 1): unknown[] {
  const valid = validPayloads[form];
  const fields = fieldsOf[form];
  const out: unknown[] = [...badBodies];
  for (const field of fields) for (const value of badValues[field] ?? []) out.push({ ...valid, [field]: value });
  for (const field of fields) {
    const { [field]: _dropped, ...rest } = valid;
    if (!['companyName', 'location'].includes(field)) out.push(rest);
  }
  const random = prng(seed);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  while (out.length < count) {
    const payload: Record<string, unknown> = { ...valid };
    const broken = 1 + Math.floor(random() * fields.length);
    for (let i = 0; i < broken; i++) {
      const field = pick(fields);
      payload[field] = pick(badValues[field] ?? ['']);
    }
    // Padding with whitespace must not rescue a bad value, nor break a good one.
    if (random() < 0.3 && typeof payload.name === 'string') payload.name = `  ${payload.name}  `;
    out.push(payload);
  }
  return out;
}

/** Valid but unusual input that must be stored exactly (trimmed, email lowercased). */
export const unusualValid: Record<string, unknown>[] = [
  { name: "O'Brien", email: 'Sean.OBrien@Example.IE', phone: '+44 (20) 7946-0958', countryCode: '+44', country: 'GB' },
  { name: 'José Ñúñez', email: 'jose@example.es', phone: '612-345-678', countryCode: '+34', country: 'ES' },
  { name: 'Zoë-Ann St. Clair', email: 'zoe+ann@example.co.uk', phone: '(020) 7946 0958', countryCode: '+44', country: 'GB' },
  { name: 'Łukasz Żółć', email: 'lukasz@example.pl', phone: '+48 123 456 789', countryCode: '+48', country: 'PL' },
  { name: 'Select Union', email: 'drop.table@example.com', phone: '5551234567', countryCode: '+1', country: 'US' },
  { name: 'राम शर्मा', email: 'ram@example.in', phone: '98765 43210', countryCode: '+91', country: 'IN' },
  { name: '山田 太郎', email: 'taro@example.jp', phone: '090-1234-5678', countryCode: '+81', country: 'JP' },
];
