/**
 * Word pools for believable seed data.
 *
 * Names mix scripts and diacritics on purpose so the app's sorting, search and
 * CSV export meet them from the start.
 */

// prettier-ignore
export const FIRST_NAMES = [
  'Olivia', 'Liam', 'Emma', 'Noah', 'Ava', 'Lucas', 'Mia', 'Mateo', 'Sofia', 'Ethan', 'Amelia',
  'James', 'Chloé', 'Léo', 'Zoë', 'Björn', 'Åsa', 'Søren', 'Jürgen', 'Renée', 'José', 'Inês',
  'João', 'Małgorzata', 'Łukasz', 'Tomáš', 'Ayşe', 'Çağlar', 'Aiko', 'Haruto', 'Yuki', 'Wei',
  'Mei', 'Jae-won', 'Min-jun', 'Priya', 'Arjun', 'Ananya', 'Rohan', 'Fatima', 'Omar', 'Layla',
  'Youssef', 'Amara', 'Chidi', 'Ngozi', 'Kwame', 'Thandiwe', 'Santiago', 'Valentina', 'Camila',
  'Diego', 'Isabella', 'Gabriel', 'Freya', 'Oskar', 'Elin', 'Mikael', 'Niamh', 'Seán', 'Aoife',
  'Ciarán', 'Dmitri', 'Anastasia', 'Олег', 'Мария', 'Νίκος', 'Ελένη', '陈', '王', 'Sarah', 'David',
  'Rachel', 'Michael', 'Hannah', 'Daniel', 'Grace', 'Samuel', 'Leah', 'Benjamin',
] as const

// prettier-ignore
export const LAST_NAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez',
  'Martinez', 'Müller', 'Schäfer', 'Groß', 'Köhler', 'Dubois', 'Lefèvre', 'Bérénger', 'Núñez',
  'Peña', 'Gonçalves', 'Östlund', 'Åberg', 'Nørgaard', 'Kowalski', 'Wiśniewska', 'Novák',
  'Horváth', 'Yılmaz', 'Öztürk', 'Tanaka', 'Suzuki', 'Watanabe', 'Chen', 'Wang', 'Li', 'Zhang',
  'Kim', 'Park', 'Nguyen', 'Tran', 'Patel', 'Sharma', 'Gupta', 'Iyer', 'Khan', 'Haddad', 'Mansour',
  'Okafor', 'Adeyemi', 'Mensah', 'Dlamini', 'Silva', 'Santos', 'Oliveira', 'Fernández', 'López',
  'Hernández', "O'Brien", "O'Connor", 'Mac Giolla', 'van der Berg', 'de Vries', 'Jansen', 'Rossi',
  'Bianchi', 'Esposito', 'Ivanov', 'Петров', 'Παπαδόπουλος', '李', 'Andersson', 'Johansson',
  'Virtanen', 'Korhonen', 'Murphy', 'Kelly', 'Walsh', 'Cohen', 'Levi', 'Friedman',
] as const

/** Names that begin with a formula trigger, for CSV-injection testing of exports. */
export const FORMULA_NAMES: readonly [string, string][] = [
  ['=HYPERLINK("http://example.invalid","Click")', 'Formula'],
  ['+Sam', '+Plus'],
  ['-Dana', '-Minus'],
  ['@Lee', '@Handle'],
  ['=1+2', 'Sum'],
]

// prettier-ignore
export const COMPANIES = [
  'Acme Corp', 'Globex', 'Initech', 'Umbrella Analytics', 'Stark Industries', 'Wayne Enterprises',
  'Northwind Traders', 'Contoso Ltd', 'Fabrikam', 'Tailspin Toys', 'Blue Yonder Airlines',
  'Litware', 'Adventure Works', 'Proseware', 'Lucerne Publishing', 'Wide World Importers',
  'Coho Vineyard', 'Fourth Coffee', 'Margie’s Travel', 'Trey Research', 'Alpine Ski House',
  'Woodgrove Bank', 'Humongous Insurance', 'Graphic Design Institute', 'School of Fine Art',
  'Datum Corporation', 'Nordlicht GmbH', 'Société Générale de Test', 'Café Müller & Söhne',
  'Sakura Systems K.K.', 'Hanbit Labs', 'Tata Example Services', 'Lagos Fintech Hub',
  'Andes Logistics S.A.', 'Kiwi Cloud Ltd', 'Maple Leaf Health', 'Smith, Jones & Partners',
  'Quantum Dynamics; Inc.',
] as const

// prettier-ignore
export const INDUSTRIES = [
  'Software', 'Financial Services', 'Healthcare', 'Education', 'Manufacturing', 'Retail',
  'Media & Entertainment', 'Telecommunications', 'Government', 'Non-profit', 'Energy',
  'Hospitality', 'Automotive', 'Biotechnology', 'Consulting', 'Logistics',
] as const

// prettier-ignore
export const COUNTRIES = [
  'United States', 'United Kingdom', 'Germany', 'France', 'Spain', 'Portugal', 'Netherlands',
  'Sweden', 'Denmark', 'Finland', 'Ireland', 'Poland', 'Czechia', 'Türkiye', 'Japan',
  'South Korea', 'China', 'India', 'Singapore', 'Australia', 'New Zealand', 'Canada', 'Mexico',
  'Brazil', 'Argentina', 'Chile', 'Nigeria', 'Ghana', 'South Africa', 'Kenya', 'Egypt',
  'United Arab Emirates', 'Israel', 'Greece', 'Italy', 'Côte d’Ivoire',
] as const

/** Dialling prefixes aligned with COUNTRIES by index. */
// prettier-ignore
export const DIAL_CODES = [
  '+1', '+44', '+49', '+33', '+34', '+351', '+31', '+46', '+45', '+358', '+353', '+48', '+420',
  '+90', '+81', '+82', '+86', '+91', '+65', '+61', '+64', '+1', '+52', '+55', '+54', '+56', '+234',
  '+233', '+27', '+254', '+20', '+971', '+972', '+30', '+39', '+225',
] as const

// prettier-ignore
export const DESIGNATIONS = [
  'Software Engineer', 'Senior Software Engineer', 'Engineering Manager', 'CTO', 'CEO',
  'Product Manager', 'Marketing Director', 'Head of Events', 'Data Scientist', 'UX Designer',
  'Sales Executive', 'Account Manager', 'Founder', 'Co-Founder & COO', 'Research Fellow',
  'Student', 'Developer Advocate', 'Operations Lead', 'HR Business Partner', 'Consultant',
] as const

// prettier-ignore
export const TOPICS = [
  'Scaling', 'Observability', 'Privacy', 'Accessibility', 'Machine Learning', 'Edge Computing',
  'Design Systems', 'Sustainability', 'Hiring', 'Security', 'Open Source', 'Payments', 'Community',
  'Remote Work', 'Data Pipelines', 'Localization',
] as const

// prettier-ignore
export const SESSION_FORMATS = [
  'Keynote: The Future of', 'Workshop: Hands-on', 'Panel: Rethinking', 'Fireside Chat on',
  'Lightning Talks:', 'Deep Dive into', 'Case Study:', 'Roundtable on',
] as const

// prettier-ignore
export const TAGS = [
  'beginner', 'advanced', 'keynote', 'workshop', 'panel', 'networking', 'product', 'engineering',
  'design', 'leadership', 'recorded', 'sponsored',
] as const

export const SPONSOR_TIERS = ['Platinum', 'Gold', 'Silver', 'Bronze', 'Community'] as const

export const STATUSES = ['REGISTERED', 'CHECKED_IN', 'PENDING', 'CANCELLED', 'WAITLISTED'] as const
export const STATUS_WEIGHTS = [60, 18, 9, 8, 5] as const
// prettier-ignore
export const STATUS_SOURCES = [
  'REGISTRATION_FORM', 'IMPORT', 'ADMIN', 'API', 'CHECK_IN_APP',
] as const

export const SOURCE_TYPES = ['DIRECT', 'EMAIL', 'SOCIAL', 'PARTNER', 'SEARCH', 'EMBED'] as const
// prettier-ignore
export const REFERRERS = [
  'https://www.google.com/', 'https://www.linkedin.com/', 'https://twitter.com/',
  'https://news.ycombinator.com/', 'https://mail.example.com/', '',
] as const
// prettier-ignore
export const UTM_SOURCES = [
  'newsletter', 'linkedin', 'twitter', 'google', 'partner', 'meetup',
] as const
export const UTM_MEDIUMS = ['email', 'social', 'cpc', 'referral', 'organic'] as const
// prettier-ignore
export const UTM_CAMPAIGNS = [
  'early-bird', 'spring-launch', 'last-call', 'speaker-invite', 'vip',
] as const

export const ROLES = ['ATTENDEE', 'SPEAKER', 'SPONSOR', 'VOLUNTEER', 'ORGANIZER', 'PRESS'] as const
export const UNSUBSCRIBE_CATEGORIES = ['Event reminders', 'Marketing', 'Session updates'] as const
// prettier-ignore
export const UNSUBSCRIBE_REASONS = [
  'Too many emails', 'No longer interested', 'Not relevant to me', 'I never signed up',
] as const

export const TEAM_NAMES: readonly [string, boolean, boolean][] = [
  // name, isGeneral, active
  ['General', true, true],
  ['Marketing Events', false, true],
  ['Developer Relations', false, true],
  ['Partner Programs', false, true],
  ['Legacy Webinars (archived)', false, false],
  ['Field Sales EMEA', false, true],
  ['Customer Success', false, true],
  ['Old Agency Account', false, false],
]
