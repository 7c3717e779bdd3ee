import { paths } from '../../../config/paths';
import { policyFacts } from '../policy-facts';
import { P, PolicyLayout, PolicyLink, PolicySection, Points } from './policy-layout';

export function RefundPolicyPage() {
  return (
    <PolicyLayout
      title="Refund Policy"
      intro="We want every parcel to reach you complete and correct. Because we sell health products, our rules on returns are stricter than a clothing store's, and we would rather explain them plainly before you buy."
    >
      <PolicySection title="Health products are non-returnable">
        <P>
          For your safety and the safety of other customers, health products cannot be returned once
          they have been delivered. We cannot be sure how a product was stored after it left us, so
          we never resell a returned item, and we ask you to choose carefully before you order.
        </P>
      </PolicySection>

      <PolicySection title="Missing items">
        <P>
          If an item you paid for is missing from the courier bag, we will refund it. To claim a
          refund you must send us an unedited video of the courier bag being opened, recorded from
          before the seal is broken until all the contents are shown. Please keep recording until
          every item is out of the bag; we cannot accept a claim without this video, or with a video
          that has been cut or edited.
        </P>
      </PolicySection>

      <PolicySection title="Wrong item received">
        <P>
          If we send you a product other than the one you ordered, we will exchange it. Please
          report the wrong item within {policyFacts.wrongItemReportHours} hours of delivery, with a
          photo of the product and its label. After {policyFacts.wrongItemReportHours} hours we are
          not able to arrange an exchange.
        </P>
      </PolicySection>

      <PolicySection title="What we cannot refund">
        <Points
          items={[
            'Health products that were delivered correctly and completely.',
            'Items bought on sale.',
            'Shipping charges, which are non-refundable in every case.',
            'The cost of sending an item back to us: return shipping is paid by the customer and is non-refundable.',
          ]}
        />
      </PolicySection>

      <PolicySection title="How refunds are paid">
        <P>
          Once we have checked your claim and approved it, the refund is sent to the payment method
          you used for the order. Your bank or card provider may take a few business days to show it
          on your statement.
        </P>
        <P>
          To report a problem, reply to your order confirmation e-mail with your order number. For
          delivery times, please see our{' '}
          <PolicyLink to={paths.shippingPolicy}>shipping policy</PolicyLink>.
        </P>
      </PolicySection>
    </PolicyLayout>
  );
}
