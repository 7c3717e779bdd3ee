import { brand } from '@shop/shared';
import { paths } from '../../../config/paths';
import { policyFacts } from '../policy-facts';
import { P, PolicyLayout, PolicyLink, PolicySection } from './policy-layout';

export function TermsOfServicePage() {
  return (
    <PolicyLayout
      title="Terms of Service"
      intro={`These terms apply when you use the ${brand.name} website and when you buy from us. By creating an account or placing an order you agree to them.`}
    >
      <PolicySection title="Your account">
        <P>
          Please give accurate details when you register, and keep your password to yourself. You
          are responsible for orders placed from your account. If you think someone else has used
          it, reset your password and let us know.
        </P>
      </PolicySection>

      <PolicySection title="Products and health information">
        <P>
          We describe every product, its ingredients and its use as accurately as we can. Herbal and
          Ayurvedic products support well-being; they are not a substitute for advice from a doctor.
          If you are pregnant, nursing, taking medicine or being treated for a condition, please ask
          your doctor before using a new product, and always follow the directions on the label.
        </P>
      </PolicySection>

      <PolicySection title="Prices and payment">
        <P>
          Prices are in Indian rupees. The price shown on each product includes GST at the rate that
          applies to its category. Shipping and, where it applies, a payment gateway fee are added
          at checkout, and you see the full total before you pay. Payments are made online through
          our payment provider.
        </P>
      </PolicySection>

      <PolicySection title="Orders, delivery and refunds">
        <P>
          An order is confirmed once your payment has been verified. Delivery is covered by our{' '}
          <PolicyLink to={paths.shippingPolicy}>shipping policy</PolicyLink>, and refunds and
          exchanges by our <PolicyLink to={paths.refundPolicy}>refund policy</PolicyLink>. A short
          summary of both is in our <PolicyLink to={paths.policy}>terms of purchase</PolicyLink>.
        </P>
      </PolicySection>

      <PolicySection title="Use of the website">
        <P>
          Please do not misuse the website: do not try to break its security, overload it, or copy
          its content, photos or product descriptions for another shop. We may suspend an account
          that is used in this way.
        </P>
      </PolicySection>

      <PolicySection title="Governing law">
        <P>
          These terms are governed by {policyFacts.governingLaw}. Any dispute arising from them or
          from an order is subject to the exclusive jurisdiction of the courts at{' '}
          {policyFacts.jurisdiction}. We may update these terms from time to time; the version on
          this page when you place an order applies to that order.
        </P>
      </PolicySection>
    </PolicyLayout>
  );
}
