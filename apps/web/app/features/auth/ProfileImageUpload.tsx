import { useRef, useState } from 'react';
import { Camera } from 'lucide-react';
import { AUTH_MESSAGES, PROFILE_IMAGE_MAX_BYTES } from '@app/contract';
import { api, errorMessage } from '../../lib/api';
import { toast } from '../../ui/Toaster';
import { UserAvatar } from '../users/UserAvatar';

/** Chooses, checks (image, under 5MB) and uploads a profile photo (POST /auth/upload-profile-image, field profileImage). */
export function ProfileImageUpload({ name, image, onUploaded }: { name: string; image: string | null; onUploaded: (profileImage: string) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(undefined);
    if (!file.type.startsWith('image/')) return setError(AUTH_MESSAGES.imageType());
    if (file.size >= PROFILE_IMAGE_MAX_BYTES) return setError(AUTH_MESSAGES.imageSize());
    const local = URL.createObjectURL(file);
    setPreview(local);
    setBusy(true);
    try {
      const form = new FormData();
      form.append('profileImage', file);
      const body = await api.post<{ profileImage: string; message?: string }>('/auth/upload-profile-image', form);
      onUploaded(body.profileImage);
      toast.success(body.message ?? AUTH_MESSAGES.profileImageUpdated);
    } catch (failure) {
      setPreview(null);
      const message = errorMessage(failure, 'Failed to upload image. Please try again.');
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
      URL.revokeObjectURL(local);
      if (input.current) input.current.value = '';
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-5">
      <div className="relative">
        <UserAvatar name={name || '?'} image={preview ?? image} size={96} />
        {busy && <span className="absolute inset-0 flex items-center justify-center rounded-full bg-white/70 text-xs font-medium">Uploading...</span>}
      </div>
      <div>
        <input
          ref={input}
          id="profile-image"
          type="file"
          accept="image/*"
          className="peer sr-only"
          onChange={(event) => void choose(event.target.files?.[0])}
          aria-describedby="profile-image-hint"
        />
        <label
          htmlFor="profile-image"
          className={`btn btn-outline btn-sm cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-wheat-400 ${busy ? 'pointer-events-none opacity-60' : ''}`}
        >
          <Camera className="h-4 w-4" aria-hidden="true" /> {image ? 'Change photo' : 'Upload photo'}
        </label>
        <p id="profile-image-hint" className="mt-1.5 text-xs text-muted">
          JPG, PNG or WebP, less than 5MB.
        </p>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
