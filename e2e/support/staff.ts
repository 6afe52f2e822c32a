/**
 * Orders placed straight through the API (as a diner's browser would send them), so the staff
 * journeys and screenshots need not drive the checkout each time.
 */
interface ApiOption {
  _id: string;
  label: string;
  priceAdjustment: number;
}
interface ApiProduct {
  _id: string;
  name: string;
  price: number;
  options: { _id: string; name: string; minSelections: number; values: ApiOption[] }[];
}

export interface OrderWish {
  dishes: readonly (readonly [name: string, quantity: number])[];
  orderType?: 'Pickup' | 'Delivery';
  /** Minutes after `now` (the server's clock); ASAP when left out. */
  scheduledInMinutes?: number;
  now?: Date;
  customerNotes?: string;
}

const minor = (major: number) => Math.round(major * 100);
const major = (minorUnits: number) => minorUnits / 100;

async function api<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}/api/v1${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POST /orders for the diner holding `token`: each dish with the first value of every required group; cash. Returns {id, orderNumber}. */
export async function placeOrderThroughApi(baseUrl: string, token: string, wish: OrderWish): Promise<{ id: string; orderNumber: string }> {
  const { data: restaurantData } = await api<{ data: { restaurant: { _id: string; deliverySettings: { delivery: { fee: number | null } } } } }>(
    baseUrl,
    '/restaurants/public/-',
  );
  const { data: productData } = await api<{ data: { products: ApiProduct[] } }>(baseUrl, '/products?isActive=true&limit=200');
  const items = wish.dishes.map(([name, quantity]) => {
    const product = productData.products.find((p) => p.name === name);
    if (!product) throw new Error(`No dish named ${name}`);
    const selectedOptions = product.options
      .filter((group) => group.minSelections > 0)
      .map((group) => {
        const value = group.values[0]!;
        return { optionId: group._id, valueId: value._id, optionName: group.name, valueLabel: value.label, priceAdjustment: value.priceAdjustment };
      });
    const unitMinor = minor(product.price) + selectedOptions.reduce((sum, o) => sum + minor(o.priceAdjustment), 0);
    return { productId: product._id, productName: product.name, quantity, unitPrice: major(unitMinor), selectedOptions, itemSubtotal: major(unitMinor * quantity) };
  });
  const delivery = wish.orderType === 'Delivery';
  const subtotalMinor = items.reduce((sum, item) => sum + minor(item.itemSubtotal), 0);
  const feeMinor = delivery ? minor(restaurantData.restaurant.deliverySettings.delivery.fee ?? 0) : 0;
  const scheduled = wish.scheduledInMinutes !== undefined;
  const body = {
    restaurantId: restaurantData.restaurant._id,
    items,
    subtotal: major(subtotalMinor),
    discountAmount: 0,
    deliveryFee: major(feeMinor),
    serviceFee: 0,
    taxes: 0,
    totalAmount: major(subtotalMinor + feeMinor),
    orderType: wish.orderType ?? 'Pickup',
    isASAP: !scheduled,
    scheduledAt: scheduled ? new Date((wish.now ?? new Date()).getTime() + wish.scheduledInMinutes! * 60_000).toISOString() : null,
    deliveryAddress: delivery ? { street: '1 Canada Square', city: 'London', postalCode: 'E14 5AB', country: 'United Kingdom', deliveryInstructions: 'Ring twice' } : null,
    customerNotes: wish.customerNotes ?? '',
    paymentDetails: { method: 'Cash on Delivery', paymentStatus: 'Pending' },
    promotionId: null,
    contactPhone: '07700 900123',
  };
  const { data } = await api<{ data: { order: { _id: string; orderNumber: string } } }>(baseUrl, '/orders', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() },
    body: JSON.stringify(body),
  });
  return { id: data.order._id, orderNumber: data.order.orderNumber };
}
