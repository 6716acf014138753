import {
  siApple,
  siDiscord,
  siFacebook,
  siGitea,
  siGitee,
  siGithub,
  siGitlab,
  siGoogle,
  siKakao,
  siLivechat,
  siOpenid,
  siSpotify,
  siStrava,
  siTwitch,
  siX,
  type SimpleIcon,
} from 'simple-icons';
import type { ProviderKey } from '../../lib/settings';
import { IconLogin } from '../../ui/icons';

// Brand marks from Simple Icons (CC0-1.0), one import each so the build keeps only these. Simple
// Icons no longer carries Microsoft's logo: that card shows a neutral sign-in mark instead. Twitter's
// mark is the one of its current name, X. The OpenID Connect slots show the OpenID mark.
const LOGOS: Partial<Record<ProviderKey, SimpleIcon>> = {
  appleAuth: siApple,
  googleAuth: siGoogle,
  facebookAuth: siFacebook,
  githubAuth: siGithub,
  gitlabAuth: siGitlab,
  giteeAuth: siGitee,
  giteaAuth: siGitea,
  discordAuth: siDiscord,
  twitterAuth: siX,
  kakaoAuth: siKakao,
  spotifyAuth: siSpotify,
  twitchAuth: siTwitch,
  stravaAuth: siStrava,
  livechatAuth: siLivechat,
  oidcAuth: siOpenid,
  oidc2Auth: siOpenid,
  oidc3Auth: siOpenid,
};

/**
 * The provider's logo, decorative (the card names the provider in text); `data-logo` names the mark
 * shown ('generic' for the neutral one).
 */
export function ProviderLogo({
  providerKey,
  size = 24,
  className,
}: {
  providerKey: ProviderKey;
  size?: number;
  className?: string;
}) {
  const logo = LOGOS[providerKey];
  return (
    <span className={className} data-logo={logo?.slug ?? 'generic'}>
      {logo ? (
        <svg
          width={size}
          height={size}
          viewBox="0 0 24 24"
          fill="currentColor"
          aria-hidden="true"
          focusable="false"
        >
          <path d={logo.path} />
        </svg>
      ) : (
        <IconLogin size={size} />
      )}
    </span>
  );
}
