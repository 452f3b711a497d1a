/** The BFF's cart endpoints: what a cart form posts to (the calls themselves: client/screens/webshop/cart-api.ts, loaded when first used). */
export const cartBff = (basePath: string, path: "cart" | "product" | "quick-order") => `${basePath}/api/nuxtapi/webshop/${path}/`;
