import { IconLeaf, IconShieldCheck, IconTruckDelivery } from '@tabler/icons-react';
import { brand } from '@shop/shared';
import classes from './home-hero.module.css';

const promises = [
  { icon: IconLeaf, text: 'Herbal and Ayurvedic care' },
  { icon: IconShieldCheck, text: 'Secure online payment' },
  { icon: IconTruckDelivery, text: 'Delivery across India' },
];

/** Decoration only: a sprig of leaves on the right of wide screens. */
function HeroLeaves({ className }: { className?: string }) {
  const leaf = 'M0 0C18-22 52-26 78-14 58 8 26 16 0 0Z';
  return (
    <svg className={className} viewBox="0 0 260 200" aria-hidden="true" focusable="false">
      <path
        d="M40 190C90 150 140 110 230 30"
        stroke="var(--mantine-color-herbal-6)"
        strokeWidth="4"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d={leaf}
        transform="translate(82 150) rotate(-40)"
        fill="var(--mantine-color-herbal-5)"
      />
      <path
        d={leaf}
        transform="translate(96 140) rotate(-130) scale(1 -1)"
        fill="var(--mantine-color-herbal-3)"
      />
      <path
        d={leaf}
        transform="translate(140 104) rotate(-45)"
        fill="var(--mantine-color-herbal-6)"
      />
      <path
        d={leaf}
        transform="translate(150 98) rotate(-125) scale(1 -1)"
        fill="var(--mantine-color-herbal-4)"
      />
      <path
        d={leaf}
        transform="translate(192 64) rotate(-50) scale(0.8)"
        fill="var(--mantine-color-herbal-5)"
      />
      <path
        d={leaf}
        transform="translate(198 60) rotate(-120) scale(0.8 -0.8)"
        fill="var(--mantine-color-herbal-3)"
      />
      <circle cx="60" cy="176" r="7" fill="#c98b4b" />
      <circle cx="74" cy="184" r="5" fill="#a86a33" />
    </svg>
  );
}

export function HomeHero() {
  return (
    <div className={classes.hero}>
      <HeroLeaves className={classes.art} />
      <div className={classes.text}>
        <h1 className={classes.title}>{brand.tagline}</h1>
        <p className={classes.lead}>
          Natural remedies and everyday personal care, chosen with care. Every price is shown in
          rupees with GST included.
        </p>
        <ul className={classes.promises}>
          {promises.map(({ icon: Icon, text }) => (
            <li key={text} className={classes.promise}>
              <span className={classes.promiseIcon}>
                <Icon size={14} aria-hidden />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
