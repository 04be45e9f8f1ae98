// Whether the window is a phone's width (PHONE_MAX_PX), for layouts that a style alone cannot
// switch (vertical tabs that become a row). Follows the window as it turns or resizes.
import { useEffect, useState } from 'react';
import { PHONE_MAX_PX } from '../constants';

const QUERY = `(max-width: ${PHONE_MAX_PX - 0.02}px)`;

export function usePhoneScreen(): boolean {
  const [phone, setPhone] = useState(() => window.matchMedia?.(QUERY).matches ?? false);
  useEffect(() => {
    const media = window.matchMedia?.(QUERY);
    if (!media) return;
    const onChange = () => setPhone(media.matches);
    media.addEventListener('change', onChange);
    onChange();
    return () => media.removeEventListener('change', onChange);
  }, []);
  return phone;
}
