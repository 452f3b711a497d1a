/**
 * The BFF's cart endpoints: what a cart form posts to, the cart's coupon included (the calls
 * themselves: client/screens/webshop/cart-api.ts and coupon-submit.ts, loaded when first used).
 */
export const cartBff = (basePath: string, path: "cart" | "product" | "quick-order" | "coupon") => `${basePath}/api/nuxtapi/webshop/${path}/`;
