'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';

export default function Counter() {
  const t = useTranslations('Home');
  const [count, setCount] = useState(0);
  return (
    <p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        {t('click')}
      </button>{' '}
      {/* The bench's first working click watches the count (scripts/lib/firstClick.mjs). */}
      <output data-testid="count" data-count={count}>
        {t('clicked', { count })}
      </output>
    </p>
  );
}
