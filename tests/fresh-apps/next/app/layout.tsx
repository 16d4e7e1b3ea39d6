import type { ReactNode } from 'react';
import 'headless-checkout/skins/default/styles.css';

export const metadata = { title: 'Checkout (Next.js)' };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
