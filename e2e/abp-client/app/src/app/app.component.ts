import { Component } from '@angular/core';
import { DynamicLayoutComponent } from '@abp/ng.core';
import { LoaderBarComponent } from '@abp/ng.theme.shared';

@Component({
  selector: 'app-root',
  imports: [DynamicLayoutComponent, LoaderBarComponent],
  template: `
    <abp-loader-bar />
    <abp-dynamic-layout />
  `,
})
export class AppComponent {}
