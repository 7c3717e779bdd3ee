import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Checkbox, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLeaf, IconLock } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  codMessages,
  formatPaise,
  messages,
  type AppliedCoupon,
  type PaymentMethod,
  type PlaceOrderResponse,
} from '@shop/shared';
import { flashError } from '../../../components/ui/flash';
import { ScreenPage } from '../../../components/ui/screen-page';
import { RetryPanel } from '../../../components/ui/retry-panel';
import { EmptyCart } from '../../../components/ui/empty-cart';
import { StatusPanel } from '../../../components/ui/status-panel';
import { paths } from '../../../config/paths';
import { errorText, hasStatus } from '../../../lib/api-client';
import { ownUnpaidOrderOf } from '../api/own-unpaid-order';
import { useSession } from '../../../lib/session';
import { findActiveState, useActiveDeliveryStates } from '../../../api/get-active-delivery-states';
import { useAddresses } from '../../../api/get-addresses';
import { usePinStateProblems } from '../../../api/get-pincode';
import { useCart } from '../../../api/get-cart';
import { pricedLine } from '../../../entities/product/price';
import { useProduct } from '../../../api/get-product';
import { useCodCharge, useGatewayCharge } from '../api/get-gateway-charge';
import { useCodCheck } from '../api/check-cod';
import { PaymentChoice } from './payment-choice';
import { usePlaceOrder } from '../api/place-order';
import { openCheckout, unpaidText, type CheckoutOutcome } from '../../../payment/open-checkout';
import { usePayOrder } from '../../../payment/pay-order';
import { summaryPrice } from '../utils/summary-price';
import { AddressPicker } from './address-picker';
import { CouponField } from './coupon-field';
import { PriceBreakdown } from './price-breakdown';
import { qtyProblem, SummaryItems, type SummaryLine } from './summary-items';
import { FormError } from '../../../components/ui/form-error';

/** The confirm button stays locked this long after a click. */
const CONFIRM_LOCK_MS = 6000;

function SummarySkeleton() {
  return (
    <Grid
      gutter={{ base: 'md', md: 'xl' }}
      role="status"
      aria-busy="true"
      aria-label="Loading order summary"
    >
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="sm">
          <Skeleton h={90} radius="md" />
          <Skeleton h={90} radius="md" />
          <Skeleton h={24} w="40%" mt="md" />
          <Skeleton h={120} radius="md" />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Skeleton h={260} radius="lg" />
      </Grid.Col>
    </Grid>
  );
}

/** Where the lines come from: the cart, or one product bought now with its own quantity. */
function useSummaryLines(target: 'cart' | number) {
  const isCart = target === 'cart';
  const cart = useCart();
  const product = useProduct(isCart ? Number.NaN : target);
  const [qty, setQty] = useState(1);

  if (isCart) {
    const lines: SummaryLine[] = (cart.data ?? []).map((item) => ({
      key: item.id,
      product: item.Product,
      qty: item.qty,
      stock: item.stock,
    }));
    return { lines, isPending: cart.isPending, error: cart.error, refetch: cart.refetch };
  }
  const lines: SummaryLine[] = product.data
    ? [{ key: product.data.id, product: product.data, qty, stock: product.data.stock }]
    : [];
  return {
    lines,
    isPending: product.isPending,
    error: product.error,
    refetch: product.refetch,
    setQty,
  };
}

/** `/order-summary/{productId|cart}`: items, address, the price to pay and the way to pay it. */
export function OrderSummaryPage() {
  const { id: rawId = '' } = useParams();
  const target: 'cart' | number = rawId === 'cart' ? 'cart' : Number(rawId);
  const validTarget = target === 'cart' || (Number.isInteger(target) && target > 0);

  return (
    <ScreenPage title="Order Summary">
      {validTarget ? (
        <OrderSummary key={rawId} target={target} />
      ) : (
        <StatusPanel
          icon={<IconLeaf size={26} aria-hidden />}
          title={messages.errors.productNotFound}
          action={
            <Button component={Link} to={paths.home}>
              Browse all products
            </Button>
          }
        />
      )}
    </ScreenPage>
  );
}

function OrderSummary({ target }: { target: 'cart' | number }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const items = useSummaryLines(target);
  const addresses = useAddresses();
  const states = useActiveDeliveryStates();
  const gateway = useGatewayCharge();
  const codCharge = useCodCharge();
  const [method, setMethod] = useState<PaymentMethod>('online');
  const place = usePlaceOrder();
  // Addresses saved before the PIN directory knew better: warned of here, refused by the server.
  const pinProblems = usePinStateProblems(addresses.data ?? []);
  const pay = usePayOrder();
  // The order this page placed whose checkout ended unpaid, or the shopper's own unpaid order
  // holding these items: trying again pays that same order.
  const [unpaid, setUnpaid] = useState<{
    orderId: number;
    outcome: Exclude<CheckoutOutcome, 'paid'> | 'held';
  } | null>(null);

  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [locked, setLocked] = useState(false);
  const lockTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(lockTimer.current), []);
  // Asked of the server with the same inputs place-order takes (the address chosen as below);
  // null until an address is known.
  const deliverableIds = (addresses.data ?? [])
    .filter((a) => findActiveState(states.data ?? [], a.state) && !pinProblems.has(a.id))
    .map((a) => a.id);
  const codAddress =
    chosenAddress !== null && deliverableIds.includes(chosenAddress)
      ? chosenAddress
      : (deliverableIds[0] ?? null);
  const codCheck = useCodCheck(
    items.lines.length > 0 && codAddress !== null
      ? {
          product_id: target === 'cart' ? null : target,
          qty: target === 'cart' ? undefined : items.lines[0]?.qty,
          address_id: codAddress,
          coupon_code: coupon?.code ?? null,
        }
      : null,
  );

  if (items.isPending || addresses.isPending || states.isPending || gateway.isPending) {
    return <SummarySkeleton />;
  }
  const loadError = items.error ?? addresses.error ?? states.error ?? gateway.error;
  if (loadError) {
    return (
      <RetryPanel
        error={loadError}
        fallback={target === 'cart' ? messages.errors.generic : messages.errors.productNotFound}
        onRetry={() => {
          void items.refetch();
          void addresses.refetch();
          void states.refetch();
          void gateway.refetch();
        }}
      />
    );
  }
  if (items.lines.length === 0) {
    return <EmptyCart />;
  }

  const addressList = addresses.data ?? [];
  const stateList = states.data ?? [];
  const deliverable = addressList.filter(
    (a) => findActiveState(stateList, a.state) && !pinProblems.has(a.id),
  );
  // The shopper's choice while it can still be delivered to, else the first that can.
  const selected = deliverable.find((a) => a.id === chosenAddress) ?? deliverable[0] ?? null;
  const deliveryState = selected ? findActiveState(stateList, selected.state) : undefined;

  const priced = items.lines.map((line) => pricedLine(line.product, line.qty));
  const codPrice = summaryPrice(priced, deliveryState, codCharge.data ?? '0', coupon);
  const codRefusal = codCheck.data
    ? codCheck.data.reason
    : codCheck.isError
      ? codMessages.unavailableNow
      : null;
  const codChosen = method === 'cod' && codRefusal === null;
  // The totals follow the choice at once: the COD fee stands in place of the gateway fee.
  const price = codChosen ? codPrice : summaryPrice(priced, deliveryState, gateway.data, coupon);

  const quantitiesOk = items.lines.every((line) => qtyProblem(line) === null);
  const orderReady = quantitiesOk && selected !== null && deliveryState !== undefined;
  const busy = place.isPending || pay.isPending;
  const canConfirm = (unpaid !== null || orderReady) && agreed && !locked && !busy;

  const checkout = async (placed: PlaceOrderResponse) => {
    if ('payment_method' in placed) {
      // Cash on delivery: nothing to pay now; the success page asks for the confirmation.
      void navigate(paths.success, { state: { orderId: placed.order_id } });
      return;
    }
    const order = placed;
    const outcome = await openCheckout(order, { user, navigate });
    setUnpaid(outcome === 'paid' ? null : { orderId: order.order_id, outcome: outcome });
  };
  const refused = (error: Error) => {
    flashError(errorText(error, messages.payment.initiationFailed));
    // Short because the shopper's own unpaid order holds the items? Offer to pay that one.
    if (hasStatus(error, 409))
      void ownUnpaidOrderOf(items.lines.map((line) => line.product.id)).then(
        (orderId) => orderId && setUnpaid({ orderId, outcome: 'held' }),
      );
  };

  const confirm = () => {
    if (!agreed || locked) return;
    setLocked(true);
    clearTimeout(lockTimer.current);
    lockTimer.current = setTimeout(() => setLocked(false), CONFIRM_LOCK_MS);
    if (unpaid) {
      pay.mutate(unpaid.orderId, { onSuccess: checkout, onError: refused });
      return;
    }
    if (!orderReady || !selected) return;
    const single = target === 'cart' ? null : items.lines[0];
    place.mutate(
      {
        product_id: target === 'cart' ? null : target,
        qty: single?.qty,
        address_id: selected.id,
        coupon_code: coupon?.code ?? null,
        payment_method: codChosen ? 'cod' : 'online',
      },
      { onSuccess: checkout, onError: refused },
    );
  };
  const failure = place.isError ? place.error : pay.isError ? pay.error : null;

  return (
    <Grid gutter={{ base: 'md', md: 'xl' }} align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="xl">
          <Stack gap="sm" component="section" aria-labelledby="summary-items-heading">
            <Title order={2} fz="h4" id="summary-items-heading">
              Items
            </Title>
            <SummaryItems
              lines={items.lines}
              onQtyChange={
                items.setQty &&
                ((qty: number) => {
                  // Another quantity is another order: the next confirm places it.
                  setUnpaid(null);
                  items.setQty?.(qty);
                })
              }
            />
          </Stack>
          <Stack gap="sm" component="section" aria-labelledby="summary-address-heading">
            <Title order={2} fz="h4" id="summary-address-heading">
              Delivery address
            </Title>
            <AddressPicker
              addresses={addressList}
              states={stateList}
              pinProblems={pinProblems}
              value={selected?.id ?? null}
              onChange={(id) => {
                setUnpaid(null);
                setChosenAddress(id);
              }}
            />
          </Stack>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'md', sm: 'lg' }}
          style={{ position: 'sticky', top: 96 }}
          component="section"
          aria-labelledby="summary-price-heading"
        >
          <Stack gap="md">
            <Title order={2} fz="h4" id="summary-price-heading">
              Price details
            </Title>
            <CouponField
              productId={target === 'cart' ? null : target}
              qty={target === 'cart' ? undefined : items.lines[0]?.qty}
              applied={coupon}
              onChange={(next) => {
                // Another coupon is another order: the next confirm places it.
                setUnpaid(null);
                setCoupon(next);
              }}
            />
            <PaymentChoice
              value={codChosen ? 'cod' : 'online'}
              onChange={(next) => {
                // Another way to pay is another order: the next confirm places it.
                setUnpaid(null);
                setMethod(next);
              }}
              codFee={deliveryState !== undefined ? formatPaise(codPrice.gatewayFeePaise) : null}
              codRefusal={codRefusal}
            />
            <PriceBreakdown
              price={price}
              couponCode={coupon?.code}
              deliveryKnown={deliveryState !== undefined}
              cod={codChosen}
            />
            <Checkbox
              checked={agreed}
              onChange={(event) => setAgreed(event.currentTarget.checked)}
              label={
                <>
                  I agree to the{' '}
                  <Anchor component={Link} to={paths.policy} target="_blank">
                    terms of purchase
                  </Anchor>
                </>
              }
            />
            {orderReady || unpaid ? null : (
              <Text fz="sm" c="red.7" role="status">
                {messages.orderSummary.fixQuantitiesAndAddress}
              </Text>
            )}
            {unpaid ? (
              <Text fz="sm" c="red.7" role="status" data-testid="unpaid-outcome">
                {unpaid.outcome === 'held'
                  ? messages.payment.heldByOwnOrder
                  : unpaidText(unpaid.outcome)}{' '}
                <Anchor component={Link} to={paths.order(unpaid.orderId)} fz="sm">
                  Order #{unpaid.orderId}
                </Anchor>{' '}
                {unpaid.outcome === 'held' ? 'is waiting for payment.' : 'is kept for you.'}
              </Text>
            ) : null}
            <FormError
              text={failure ? errorText(failure, messages.payment.initiationFailed) : null}
            />
            <Button
              size="md"
              fullWidth
              leftSection={<IconLock size={18} aria-hidden />}
              disabled={!canConfirm}
              loading={busy}
              onClick={confirm}
            >
              {unpaid
                ? messages.payment.completePayment
                : codChosen
                  ? codMessages.placeOrder
                  : 'Confirm and pay'}
            </Button>
          </Stack>
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
