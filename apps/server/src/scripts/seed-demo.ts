import { chmodSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TDb } from '../db/database.ts';
import { newId, newSecretToken } from '../lib/ids.ts';
import { hashPassword } from '../lib/passwords.ts';
import { nowIso } from '../lib/time.ts';
import { createTenantWithAdmin } from '../modules/tenants/create-tenant.ts';

/**
 * The demo restaurant's accounts. Their passwords are random on every new database (no known passwords on a
 * server that listens on every interface), printed once and kept in DATA_DIR/demo-credentials.txt; tests and
 * the e2e suite pin them with DEMO_PASSWORD. No superadmin is ever seeded: `npm run superadmin:create`.
 */
export const DEMO_ACCOUNTS = [
  { role: 'admin', label: 'Admin', username: 'demo@opentab.app' },
  { role: 'cashier', label: 'Cashier', username: 'cashier@opentab.app' },
  { role: 'kitchen', label: 'Kitchen', username: 'kitchen@opentab.app' },
] as const;
export type TDemoPasswords = Record<(typeof DEMO_ACCOUNTS)[number]['role'], string>;
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.txt';

/** The same `pinned` password for every account, or a fresh random one each (16 URL-safe characters). */
export function newDemoPasswords(pinned?: string): TDemoPasswords {
  const password = () => pinned ?? newSecretToken(12);
  return { admin: password(), cashier: password(), kitchen: password() };
}

function demoCredentialLines(passwords: TDemoPasswords): string[] {
  return DEMO_ACCOUNTS.map(
    (account) => `  ${account.label.padEnd(8)} ${account.username} / ${passwords[account.role]}`,
  );
}

/**
 * How to sign in to the demo, for the console: the passwords themselves only right after seeding them
 * (`seeded`), afterwards where they are kept.
 */
export function demoSignInLines(options: { seeded?: TDemoPasswords; dataDir: string; publicUrl: string }) {
  const file = demoCredentialsPath(options.dataDir);
  if (options.seeded) {
    return [
      `Demo restaurant created. Sign in at ${options.publicUrl}/login with (shown once):`,
      ...demoCredentialLines(options.seeded),
      `They are also in ${file} (readable by you only).`,
    ];
  }
  return existsSync(file) ? [`Demo restaurant sign-in: see ${file}`] : [];
}

/**
 * First start (and `npm run seed`): creates the demo restaurant when the database has no tenant yet and
 * writes its sign-ins to DATA_DIR/demo-credentials.txt (readable by the owner only). Answers the passwords
 * when it seeded, undefined when the database already had a tenant.
 */
export async function seedDemoOnFirstStart(
  db: TDb,
  options: { dataDir: string; pinnedPassword?: string },
): Promise<TDemoPasswords | undefined> {
  const passwords = newDemoPasswords(options.pinnedPassword);
  if (!(await seedDemoIfEmpty(db, passwords))) return undefined;
  const file = demoCredentialsPath(options.dataDir);
  const text = [
    'OpenTab demo restaurant: sign in at /login with',
    ...demoCredentialLines(passwords),
    '',
    'Change these passwords (Profile > Change password) before the server is reachable by others.',
    '',
  ].join('\n');
  writeFileSync(file, text, { mode: 0o600 });
  chmodSync(file, 0o600); // the mode above applies only when the file is new
  return passwords;
}

function demoCredentialsPath(dataDir: string): string {
  return path.join(dataDir, DEMO_CREDENTIALS_FILE);
}

const STAFF = [
  {
    role: 'cashier',
    username: 'cashier@opentab.app',
    name: 'Casey Cashier',
    designation: 'Cashier',
    scope: 'DASHBOARD,POS,ORDERS,CUSTOMERS,RESERVATIONS,INVOICES',
  },
  {
    role: 'kitchen',
    username: 'kitchen@opentab.app',
    name: 'Kim Kitchen',
    designation: 'Head Chef',
    scope: 'KITCHEN,KITCHEN_DISPLAY',
  },
] as const;

type TDemoItem = {
  title: string;
  price: number;
  category: string;
  tax?: string;
  variants?: [string, number][];
  addons?: [string, number][];
};

const ITEMS: TDemoItem[] = [
  {
    title: 'Espresso',
    price: 250,
    category: 'Coffee',
    tax: 'VAT 5% (incl.)',
    variants: [
      ['Single', 250],
      ['Double', 350],
    ],
  },
  {
    title: 'Cappuccino',
    price: 380,
    category: 'Coffee',
    tax: 'VAT 5% (incl.)',
    variants: [
      ['Regular', 380],
      ['Large', 450],
    ],
    addons: [
      ['Oat milk', 50],
      ['Extra shot', 80],
      ['Vanilla syrup', 40],
    ],
  },
  {
    title: 'Iced Latte',
    price: 420,
    category: 'Coffee',
    tax: 'VAT 5% (incl.)',
    addons: [
      ['Oat milk', 50],
      ['Caramel syrup', 40],
    ],
  },
  {
    title: 'Margherita Pizza',
    price: 1100,
    category: 'Mains',
    tax: 'Sales Tax 8.875%',
    variants: [
      ['10 inch', 1100],
      ['14 inch', 1500],
    ],
    addons: [
      ['Extra cheese', 150],
      ['Olives', 100],
      ['Basil', 50],
    ],
  },
  {
    title: 'Classic Burger',
    price: 1250,
    category: 'Mains',
    tax: 'Sales Tax 8.875%',
    addons: [
      ['Bacon', 200],
      ['Cheddar', 120],
      ['Fried egg', 100],
    ],
  },
  {
    title: 'Caesar Salad',
    price: 900,
    category: 'Mains',
    tax: 'Sales Tax 8.875%',
    addons: [['Grilled chicken', 350]],
  },
  {
    title: 'French Fries',
    price: 450,
    category: 'Sides',
    tax: 'Sales Tax 8.875%',
    variants: [
      ['Regular', 450],
      ['Large', 600],
    ],
  },
  {
    title: 'Chocolate Brownie',
    price: 550,
    category: 'Desserts',
    tax: 'Sales Tax 8.875%',
    addons: [['Vanilla ice cream', 150]],
  },
  { title: 'Fresh Orange Juice', price: 500, category: 'Drinks' },
  { title: 'Sparkling Water', price: 300, category: 'Drinks' },
];

const TABLES: [string, string, number][] = [
  ['T1', 'Ground Floor', 2],
  ['T2', 'Ground Floor', 4],
  ['T3', 'Ground Floor', 4],
  ['T4', 'Ground Floor', 6],
  ['R1', 'Rooftop', 2],
  ['R2', 'Rooftop', 4],
  ['R3', 'Rooftop', 8],
];

/** The demo restaurant of the README, when no tenant exists. */
export async function seedDemoIfEmpty(db: TDb, passwords: TDemoPasswords): Promise<boolean> {
  const any = await db.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
  if (any) return false;
  await seedDemo(db, passwords);
  return true;
}

export async function seedDemo(db: TDb, passwords: TDemoPasswords): Promise<void> {
  const { tenantId } = await createTenantWithAdmin(db, {
    businessName: 'OpenTab Demo Cafe',
    username: 'demo@opentab.app',
    password: passwords.admin,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    currency: 'USD',
  });
  const now = nowIso();
  // Each row gets its own millisecond, so lists ordered by creation show the menu as written here.
  let offset = 0;
  const stamp = () => {
    offset += 1;
    const at = new Date(Date.parse(now) + offset).toISOString();
    return { created_at: at, updated_at: at };
  };
  const staffPasswordHashes = {
    cashier: await hashPassword(passwords.cashier),
    kitchen: await hashPassword(passwords.kitchen),
  };

  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('store_settings')
      .set({
        address: '12 Harbour Street, Springfield',
        phone: '+1 555 0100',
        is_qr_menu_enabled: 1,
        is_qr_order_enabled: 1,
        updated_at: now,
      })
      .where('tenant_id', '=', tenantId)
      .execute();
    await trx
      .updateTable('users')
      .set({ name: 'Dana Owner', designation: 'Owner' })
      .where('tenant_id', '=', tenantId)
      .execute();
    for (const staff of STAFF) {
      await trx
        .insertInto('users')
        .values({
          id: newId(),
          tenant_id: tenantId,
          username: staff.username,
          password_hash: staffPasswordHashes[staff.role],
          name: staff.name,
          role: 'staff',
          scope: staff.scope,
          designation: staff.designation,
          phone: null,
          email: staff.username,
          photo: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }

    const taxIds = new Map<string, string>();
    for (const [title, rateMilli, type] of [
      ['VAT 5% (incl.)', 5000, 'inclusive'],
      ['Sales Tax 8.875%', 8875, 'exclusive'],
    ] as const) {
      const id = newId();
      taxIds.set(title, id);
      await trx
        .insertInto('taxes')
        .values({
          id,
          tenant_id: tenantId,
          title,
          rate_milli: rateMilli,
          type,
          ...stamp(),
        })
        .execute();
    }

    const categoryIds = new Map<string, string>();
    for (const title of ['Coffee', 'Mains', 'Sides', 'Desserts', 'Drinks']) {
      const id = newId();
      categoryIds.set(title, id);
      await trx
        .insertInto('categories')
        .values({ id, tenant_id: tenantId, title, ...stamp() })
        .execute();
    }

    for (const item of ITEMS) {
      const itemId = newId();
      await trx
        .insertInto('menu_items')
        .values({
          id: itemId,
          tenant_id: tenantId,
          title: item.title,
          price: item.price,
          net_price: null,
          image: null,
          category_id: categoryIds.get(item.category) ?? null,
          tax_id: item.tax ? (taxIds.get(item.tax) ?? null) : null,
          ...stamp(),
        })
        .execute();
      for (const [table, options] of [
        ['menu_item_variants', item.variants ?? []],
        ['menu_item_addons', item.addons ?? []],
      ] as const) {
        for (const [title, price] of options) {
          await trx
            .insertInto(table)
            .values({
              id: newId(),
              tenant_id: tenantId,
              item_id: itemId,
              title,
              price,
              ...stamp(),
            })
            .execute();
        }
      }
    }

    for (const [title, floor, seats] of TABLES) {
      await trx
        .insertInto('store_tables')
        .values({
          id: newId(),
          tenant_id: tenantId,
          title,
          floor,
          seating_capacity: seats,
          public_id: newSecretToken(12),
          ...stamp(),
        })
        .execute();
    }

    // Cash comes with every new store (createTenantWithAdmin).
    for (const [title, active] of [
      ['Card', 1],
      ['UPI / Wallet', 1],
      ['Voucher', 0],
    ] as const) {
      await trx
        .insertInto('payment_types')
        .values({
          id: newId(),
          tenant_id: tenantId,
          title,
          is_active: active,
          ...stamp(),
        })
        .execute();
    }
  });
}
