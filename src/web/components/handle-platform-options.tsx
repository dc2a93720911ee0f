import { handlePlatforms } from '@/shared/domain/prospect-input';
import { platformName } from '@/web/lib/format';

/** The options of a @handle's platform (Log DM, the share page): none picked, then each one. */
export function HandlePlatformOptions() {
  return (
    <>
      <option value="">Select platform</option>
      {handlePlatforms.map((option) => (
        <option key={option} value={option}>
          {platformName(option)}
        </option>
      ))}
    </>
  );
}
