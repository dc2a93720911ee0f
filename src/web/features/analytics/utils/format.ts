export { formatCount, formatRate } from '@/web/lib/number-format';
