import { provideAbpCore, withOptions } from '@abp/ng.core';
import { registerLocale, storeLocaleData } from '@abp/ng.core/locale';
import { provideAccountConfig } from '@abp/ng.account/config';
import { provideFeatureManagementConfig } from '@abp/ng.feature-management';
import { provideIdentityConfig } from '@abp/ng.identity/config';
import { provideAbpOAuth } from '@abp/ng.oauth';
import { provideSettingManagementConfig } from '@abp/ng.setting-management/config';
import { provideTenantManagementConfig } from '@abp/ng.tenant-management/config';
import { provideThemeLeptonX } from '@abp/ng.theme.lepton-x';
import { provideAccountLayout } from '@abp/ng.theme.lepton-x/account';
import { provideSideMenuLayout } from '@abp/ng.theme.lepton-x/layouts';
import { provideAbpThemeShared } from '@abp/ng.theme.shared';
import localeFa from '@angular/common/locales/fa';
import { ApplicationConfig, provideZoneChangeDetection } from '@angular/core';
import { provideAnimations } from '@angular/platform-browser/animations';
import { provideRouter } from '@angular/router';
import { provideLogo, withEnvironmentOptions } from '@volo/ngx-lepton-x.core';
import { environment } from '../environments/environment';
import { APP_ROUTES } from './app.routes';
import { APP_ROUTE_PROVIDER } from './route.provider';

// Persian is not among the cultures ABP's locale loader knows; ABP's way to add one.
storeLocaleData(localeFa, 'fa');

export const appConfig: ApplicationConfig = {
  providers: [
    provideZoneChangeDetection({ eventCoalescing: true }),
    provideRouter(APP_ROUTES),
    APP_ROUTE_PROVIDER,
    provideAnimations(),
    provideAbpCore(withOptions({ environment, registerLocaleFn: registerLocale() })),
    provideAbpOAuth(),
    provideAbpThemeShared(),
    provideThemeLeptonX(),
    provideSideMenuLayout(),
    provideAccountLayout(),
    provideLogo(withEnvironmentOptions(environment)),
    provideAccountConfig(),
    provideIdentityConfig(),
    provideTenantManagementConfig(),
    provideSettingManagementConfig(),
    provideFeatureManagementConfig(),
  ],
};
