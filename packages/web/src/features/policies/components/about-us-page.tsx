import { brand, messages } from '@shop/shared';
import { useShop } from '../../../api/get-shop';
import { paths } from '../../../config/paths';
import { P, PolicyLayout, PolicyLink, PolicySection } from './policy-layout';

export function AboutUsPage() {
  return (
    <PolicyLayout
      title="About Us"
      intro={`${brand.name} is an online store for herbal health and personal-care products, run by a small team who believe that everyday wellness should be simple, honest and easy to get hold of, wherever you live in India.`}
    >
      <PolicySection title="Why we started">
        <P>
          Many of us grew up with herbal remedies at home: a spoon of chyawanprash in winter, tulsi
          in the morning tea, an oil massage before a bath. We started this shop to make products in
          that tradition easy to find and buy online, with clear information about what each one
          contains and how to use it.
        </P>
      </PolicySection>

      <PolicySection title="How we choose our products">
        <P>
          We keep our range small on purpose. Each product page lists its description, how to use it
          and its net quantity, so you know exactly what you are buying. If something is out of
          stock, we say so, rather than taking an order we cannot send.
        </P>
      </PolicySection>

      <PolicySection title="Honest prices">
        <P>
          The price on every product already includes GST, and shipping is worked out at checkout
          before you pay, so there are no surprises at the end. Payments go through a secure payment
          provider; we never see your card details.
        </P>
      </PolicySection>

      <PolicySection title="PIN codes">
        <P>
          The address form and the delivery check know India&rsquo;s PIN codes from the All India
          Pincode Directory of the Department of Posts, Ministry of Communications, published on
          data.gov.in under the Government Open Data Licence &ndash; India. We have corrected it
          where states have changed since it was published (Telangana, Ladakh, and Dadra and Nagar
          Haveli and Daman and Diu).
        </P>
      </PolicySection>

      <ConsumerCareSection />

      <PolicySection title="Talk to us">
        <P>
          We read every message. If you have a question about a product or an order, reply to your
          order confirmation e-mail or <PolicyLink to={paths.contact}>contact us</PolicyLink>, and a
          member of our team will get back to you. You can also find us on Instagram and Facebook.
          Before you order, please take a moment to read our{' '}
          <PolicyLink to={paths.policy}>terms of purchase</PolicyLink>.
        </P>
        <P>
          <PolicyLink to={paths.home}>Browse our products</PolicyLink>
        </P>
      </PolicySection>
    </PolicyLayout>
  );
}

/** The seller's consumer-care contact, as every product page also shows it. */
function ConsumerCareSection() {
  const shop = useShop().data;
  if (!shop) return null;
  return (
    <PolicySection title={messages.declarations.consumerCare}>
      <P>
        {shop.name}, {shop.address}. Phone:{' '}
        <a href={`tel:${shop.phone.replace(/[^\d+]/g, '')}`}>{shop.phone}</a>, e-mail:{' '}
        <a href={`mailto:${shop.email}`}>{shop.email}</a>. {messages.declarations.consumerCareNote}
      </P>
    </PolicySection>
  );
}
