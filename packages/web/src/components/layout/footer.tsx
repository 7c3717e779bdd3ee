import { IconBrandFacebook, IconBrandInstagram } from '@tabler/icons-react';
import { Link } from 'react-router';
import { brand, messages } from '@shop/shared';
import { useShop } from '../../api/get-shop';
import { paths } from '../../config/paths';
import { socialLinks } from '../../config/social';
import { buttonClass } from '../base/button';
import layout from '../base/layout.module.css';
import { LeafMark } from './logo';
import text from '../ui/text-link.module.css';
import classes from './footer.module.css';

const shopLinks = [
  { to: paths.home, label: 'All products' },
  { to: paths.aboutUs, label: 'About us' },
];

const policyLinks = [
  { to: paths.refundPolicy, label: 'Refund policy' },
  { to: paths.privacyPolicy, label: 'Privacy policy' },
  { to: paths.termsOfService, label: 'Terms of service' },
  { to: paths.shippingPolicy, label: 'Shipping policy' },
];

const socialLinkList = [
  { href: socialLinks.instagram, label: 'Instagram', icon: IconBrandInstagram },
  { href: socialLinks.facebook, label: 'Facebook', icon: IconBrandFacebook },
];

const socialClass = buttonClass({ variant: 'light', round: true });

function LinkColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div className={classes.column}>
      <p className={classes.heading}>{title}</p>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={`${text.textLink} ${classes.link}`}>
          {link.label}
        </Link>
      ))}
    </div>
  );
}

/** A phone number as a `tel:` link takes it: digits and a leading plus. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** How to reach the seller, from the server's configuration (inlined into every page). */
function ContactColumn() {
  const { data: shop } = useShop();
  const link = `${text.textLink} ${classes.link}`;
  return (
    <address className={`${classes.column} ${classes.wide} ${classes.contact}`}>
      <p className={classes.heading}>{messages.contact.title}</p>
      {shop ? (
        <>
          <span className={classes.small}>{shop.name}</span>
          <a href={telHref(shop.phone)} className={link}>
            {shop.phone}
          </a>
          <a href={`mailto:${shop.email}`} className={link}>
            {shop.email}
          </a>
        </>
      ) : null}
      <Link to={paths.contact} className={link}>
        Address and grievance officer
      </Link>
    </address>
  );
}

export function Footer() {
  return (
    <footer className={classes.footer}>
      <div className={`${layout.container} ${classes.inner}`}>
        <div className={classes.grid}>
          <div className={`${classes.column} ${classes.wide}`}>
            <div className={classes.brand}>
              <LeafMark size={28} />
              <span>{brand.name}</span>
            </div>
            <p className={classes.small}>{brand.tagline}</p>
          </div>
          <LinkColumn title="Shop" links={shopLinks} />
          <LinkColumn title="Policies" links={policyLinks} />
          <ContactColumn />
          <div className={`${classes.column} ${classes.wide}`}>
            <p className={classes.heading}>Follow us</p>
            <div className={classes.social}>
              {socialLinkList.map(({ href, label, icon: SocialIcon }) => (
                <a
                  key={label}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={socialClass}
                  aria-label={label}
                >
                  <SocialIcon size={18} aria-hidden />
                </a>
              ))}
            </div>
          </div>
        </div>
        <p className={classes.legal}>
          © {new Date().getFullYear()} {brand.name}. Prices are in Indian rupees (₹) and include
          GST.
        </p>
      </div>
    </footer>
  );
}
