// The yardstick: a bare Fastify with two routes answering the very JSON the shop sent
// (fetched once from SHOP_URL), serialised on every request as any Fastify route does.
import Fastify from 'fastify';

const shopUrl = process.env.SHOP_URL!;
const productId = process.env.PRODUCT_ID!;
const list = await (await fetch(`${shopUrl}/api/products`)).json();
const product = await (await fetch(`${shopUrl}/api/products/${productId}`)).json();

const app = Fastify({ logger: false });
app.get('/api/products', async () => list);
app.get('/api/products/:id', async () => product);
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`READY ${JSON.stringify({ baseUrl })}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
