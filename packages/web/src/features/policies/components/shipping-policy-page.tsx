import { paths } from '../../../config/paths';
import { policyFacts } from '../policy-facts';
import { P, PolicyLayout, PolicyLink, PolicySection } from './policy-layout';

export function ShippingPolicyPage() {
  return (
    <PolicyLayout
      title="Shipping Policy"
      intro="We pack every order with care and send it by courier to addresses in India. Here is what to expect after you place an order."
    >
      <PolicySection title="Processing time">
        <P>
          Orders are processed in {policyFacts.processingTime} after your payment is confirmed.
          Business days do not include Sundays or public holidays. You can follow the status of
          every order under Orders in your account.
        </P>
      </PolicySection>

      <PolicySection title="Where we deliver">
        <P>
          We deliver to the Indian states shown in the address form at checkout. If your state is
          not listed, we are not yet able to deliver there, and the checkout will tell you so before
          you pay.
        </P>
      </PolicySection>

      <PolicySection title="Shipping charges">
        <P>
          Shipping is calculated at checkout. It depends on the state you are shipping to and on the
          total weight of your order, and you will see the exact amount before you pay. Shipping
          charges are non-refundable.
        </P>
      </PolicySection>

      <PolicySection title="If your order has not arrived">
        <P>
          Most parcels arrive within a few days of dispatch. If you have not received your order{' '}
          {policyFacts.nonReceiptDaysAfterDispatch} days after it was dispatched, please tell us by
          replying to your order confirmation e-mail with your order number, and we will trace it
          with the courier.
        </P>
        <P>
          Please check your address and phone number carefully when you order, so the courier can
          reach you. For missing or wrong items, see our{' '}
          <PolicyLink to={paths.refundPolicy}>refund policy</PolicyLink>.
        </P>
      </PolicySection>
    </PolicyLayout>
  );
}
