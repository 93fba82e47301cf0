'use client';

/**
 * Last-resort page when even the root layout fails. It cannot rely on translations or the theme,
 * so it carries both languages itself.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>Something went wrong · حدث خطأ ما</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1rem', textAlign: 'center' }}>
        <h1>Oops. Something went wrong. Please try again.</h1>
        <p lang="ar" dir="rtl">
          عذرًا، حدث خطأ ما. يُرجى المحاولة مرة أخرى.
        </p>
        <button type="button" onClick={() => reset()} style={{ padding: '0.5rem 1.5rem', marginTop: '1rem' }}>
          Try again · أعد المحاولة
        </button>
      </body>
    </html>
  );
}
