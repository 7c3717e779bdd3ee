import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: path.resolve('data'),
      PUBLIC_URL: 'http://localhost:3000',
      ADMIN_EMAIL: 'admin@example.com',
      SEED_DEMO: true,
      MAIL_FROM: 'Herbal Shop <no-reply@localhost>',
      RAZORPAY_API_URL: 'https://api.razorpay.com',
      LOG_LEVEL: 'info',
      // A valid demo seller in Rajasthan, and its contact details.
      SELLER_STATE: 'Rajasthan',
      SELLER_GSTIN: '08ABCDE1234F1Z0',
      INVOICE_PREFIX: 'INV',
      SHOP_PHONE: '+91 141 400 0000',
      SHOP_EMAIL: 'support@example.com',
      GRIEVANCE_OFFICER: {
        name: 'Meera Sharma',
        designation: 'Grievance Officer',
        email: 'grievance@example.com',
      },
      // Staff accounts: two-factor required, half an hour idle, two years of audit log.
      STAFF_2FA: 'required',
      STAFF_IDLE_MINUTES: 30,
      AUDIT_KEEP_DAYS: 730,
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('derives PUBLIC_URL from PORT and reads flags', () => {
    const config = loadConfig({ PORT: '8080', SEED_DEMO: '0' });
    expect(config.PUBLIC_URL).toBe('http://localhost:8080');
    expect(config.SEED_DEMO).toBe(false);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['LOG_LEVEL', 'loud'],
    ['SEED_DEMO', 'maybe'],
    ['SELLER_STATE', 'Atlantis'],
    ['SELLER_GSTIN', '08ABCDE1234F1Z1'],
    ['SELLER_GSTIN', '27AAPFU0939F1ZV'],
    ['SELLER_GSTIN', '08ABCDE1234F1Z'],
    ['INVOICE_PREFIX', 'inv/x'],
    ['SHOP_PHONE', 'call us'],
    ['SHOP_PHONE', '12345'],
    ['SHOP_EMAIL', 'Shop <support@example.com>'],
    ['GRIEVANCE_OFFICER', 'Meera Sharma'],
    ['GRIEVANCE_OFFICER', 'Meera Sharma, Grievance Officer, not-an-email'],
    ['GRIEVANCE_OFFICER', 'Meera, Officer, grievance@example.com, extra'],
    ['STAFF_2FA', 'off'],
    ['STAFF_IDLE_MINUTES', '0'],
    ['AUDIT_KEEP_DAYS', '90'],
  ])('stops on a bad %s with one line naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      const text = (error as Error).message;
      expect(text.startsWith(`Invalid ${name}=`)).toBe(true);
      expect(text).not.toContain('\n');
    }
  });

  it('resolves DATA_DIR against the working directory, once', () => {
    expect(loadConfig({ DATA_DIR: 'shop/data' }).DATA_DIR).toBe(
      path.join(process.cwd(), 'shop/data'),
    );
    expect(loadConfig({ DATA_DIR: '/srv/shop' }).DATA_DIR).toBe('/srv/shop');
  });

  it.each([
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ RAZORPAY_KEY_SECRET: 'secret' }, 'RAZORPAY_KEY_ID'],
  ])('stops when only half of the Razorpay keys are set', (env, missing) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Missing ${missing}: `));
  });

  it('takes Razorpay with both keys and the sandbox with neither', () => {
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'k', RAZORPAY_KEY_SECRET: 's' })).not.toThrow();
    expect(loadConfig({}).RAZORPAY_KEY_ID).toBeUndefined();
  });

  it('checks the GSTIN against the seller state', () => {
    const maharashtra = loadConfig({
      SELLER_STATE: 'Maharashtra',
      SELLER_GSTIN: '27AAPFU0939F1ZV',
    });
    expect(maharashtra.SELLER_GSTIN).toBe('27AAPFU0939F1ZV');
    expect(() => loadConfig({ SELLER_STATE: 'Maharashtra' })).toThrow(
      'Invalid SELLER_GSTIN="08ABCDE1234F1Z0": must start with the seller state\'s code 27',
    );
  });

  it('reads the shop phone, and the grievance officer as name, designation, e-mail', () => {
    const own = loadConfig({
      SHOP_PHONE: '0141-2345678',
      GRIEVANCE_OFFICER: ' Ravi Kumar ,  Nodal Officer , ravi@herbs.in ',
    });
    expect(own.SHOP_PHONE).toBe('0141-2345678');
    expect(own.GRIEVANCE_OFFICER).toEqual({
      name: 'Ravi Kumar',
      designation: 'Nodal Officer',
      email: 'ravi@herbs.in',
    });
  });
});
