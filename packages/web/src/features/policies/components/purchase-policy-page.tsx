import { paths } from '../../../config/paths';
import { policyFacts } from '../policy-facts';
import { P, PolicyLayout, PolicyLink, PolicySection, Points } from './policy-layout';

/** `/policy`: the terms the shopper accepts on the order summary, in one place. */
export function PurchasePolicyPage() {
  return (
    <PolicyLayout
      title="Terms of Purchase"
      intro="Before you confirm an order, please read these terms. They bring together the rules on payment, delivery, refunds and exchanges that apply to every purchase."
    >
      <PolicySection title="Prices and payment">
        <P>
          All prices are in Indian rupees and include GST. Shipping is calculated at checkout from
          your delivery state and the weight of your order; where a payment gateway fee applies, it
          is shown separately. Your order is confirmed once the payment has been verified.
        </P>
      </PolicySection>

      <PolicySection title="Processing and delivery">
        <Points
          items={[
            `Orders are processed in ${policyFacts.processingTime}.`,
            `If you have not received your order ${policyFacts.nonReceiptDaysAfterDispatch} days after dispatch, please tell us.`,
            'Shipping charges are non-refundable.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Returns, refunds and exchanges">
        <Points
          items={[
            'Health products are non-returnable.',
            'Refunds are given only for items missing from the courier bag, and only with an unedited video of the bag being opened.',
            `Exchanges are made only for a wrong item reported within ${policyFacts.wrongItemReportHours} hours of delivery.`,
            'Return shipping is paid by the customer and is non-refundable.',
            'Sale items cannot be refunded.',
          ]}
        />
      </PolicySection>

      <PolicySection title="Governing law">
        <P>
          Every purchase is governed by {policyFacts.governingLaw}, and disputes are subject to the
          jurisdiction of the courts at {policyFacts.jurisdiction}.
        </P>
        <P>
          The full details are in our <PolicyLink to={paths.refundPolicy}>refund policy</PolicyLink>
          , <PolicyLink to={paths.shippingPolicy}>shipping policy</PolicyLink>,{' '}
          <PolicyLink to={paths.privacyPolicy}>privacy policy</PolicyLink> and{' '}
          <PolicyLink to={paths.termsOfService}>terms of service</PolicyLink>.
        </P>
      </PolicySection>
    </PolicyLayout>
  );
}
