// ABP's api-definition: the modules, controllers and actions ABP's proxy generators read, in
// ABP's shapes, generated from the same descriptions as the OpenAPI document.
import { after, before, describe, it } from 'node:test';
import { expect } from 'expect';
import { createTestApp, type TestApp } from '../helpers/test-app';

type Action = {
  uniqueName: string;
  httpMethod: string;
  url: string;
  allowAnonymous: boolean;
  parametersOnMethod: { name: string; typeSimple: string; isOptional: boolean }[];
  parameters: { name: string; bindingSourceId: string; typeSimple: string }[];
  returnValue: { type: string; typeSimple: string };
};
type Definition = {
  modules: Record<
    string,
    {
      rootPath: string;
      remoteServiceName: string;
      controllers: Record<
        string,
        { controllerName: string; type: string; actions: Record<string, Action> }
      >;
    }
  >;
  types: Record<
    string,
    {
      isEnum: boolean;
      genericArguments: string[] | null;
      properties: { name: string; jsonName: string; typeSimple: string; isRequired: boolean }[];
    }
  >;
};

describe('ABP api-definition', () => {
  let t: TestApp;
  let definition: Definition;
  before(async () => {
    t = await createTestApp({ demo: false });
    const response = await t.app.inject({ url: '/api/abp/api-definition?includeTypes=true' });
    expect(response.statusCode).toBe(200);
    definition = response.json();
  });
  after(() => t.close());

  it('has ABP’s modules with their remote service names', () => {
    const names = Object.fromEntries(
      Object.entries(definition.modules).map(([key, module]) => [key, module.remoteServiceName]),
    );
    expect(names).toMatchObject({
      app: 'Default',
      abp: 'abp',
      identity: 'AbpIdentity',
      'multi-tenancy': 'AbpTenantManagement',
      permissionManagement: 'AbpPermissionManagement',
      featureManagement: 'AbpFeatureManagement',
      settingManagement: 'SettingManagement',
      account: 'AbpAccount',
    });
  });

  it('describes each action with its URL, binding sources and return type', () => {
    const users =
      definition.modules.identity!.controllers['Volo.Abp.Identity.IdentityUserController']!;
    expect(users.controllerName).toBe('IdentityUser');
    const list = users.actions.GetListAsync!;
    expect(list).toMatchObject({
      httpMethod: 'GET',
      url: 'api/identity/users',
      allowAnonymous: false,
      returnValue: {
        typeSimple: 'Volo.Abp.Application.Dtos.PagedResultDto<Volo.Abp.Identity.IdentityUserDto>',
      },
    });
    expect(list.parameters.map((p) => `${p.name}:${p.bindingSourceId}:${p.typeSimple}`)).toEqual(
      expect.arrayContaining(['filter:ModelBinding:string', 'maxResultCount:ModelBinding:number']),
    );
    const update = users.actions.UpdateAsync!;
    expect(update.url).toBe('api/identity/users/{id}');
    expect(update.parameters.map((p) => `${p.name}:${p.bindingSourceId}`)).toEqual([
      'id:Path',
      'input:Body',
    ]);
    const signIn =
      definition.modules.abp!.controllers[
        'Volo.Abp.AspNetCore.Mvc.AbpApplicationConfigurationController'
      ]!.actions.GetAsync!;
    expect(signIn.allowAnonymous).toBe(true);
  });

  it('puts required parameters before optional ones', () => {
    for (const module of Object.values(definition.modules))
      for (const controller of Object.values(module.controllers))
        for (const action of Object.values(controller.actions)) {
          const flags = action.parametersOnMethod.map((p) => p.isOptional);
          expect(flags).toEqual([...flags].sort((a, b) => Number(a) - Number(b)));
        }
  });

  it('lists the types with their properties only with includeTypes', async () => {
    const user = definition.types['Volo.Abp.Identity.IdentityUserDto']!;
    expect(user.isEnum).toBe(false);
    expect(user.properties).toContainEqual(
      expect.objectContaining({
        name: 'UserName',
        jsonName: 'userName',
        typeSimple: 'string',
        isRequired: true,
      }),
    );
    expect(user.properties).toContainEqual(
      expect.objectContaining({ jsonName: 'lockoutEnd', isRequired: false }),
    );
    expect(definition.types['Volo.Abp.Application.Dtos.PagedResultDto<T0>']).toMatchObject({
      genericArguments: ['T0'],
    });
    const bare = (await t.app.inject({ url: '/api/abp/api-definition' })).json() as Definition;
    expect(bare.types).toEqual({});
    expect(Object.keys(bare.modules)).toEqual(Object.keys(definition.modules));
  });

  it('refuses a bad includeTypes with a localized 400', async () => {
    const response = await t.app.inject({
      url: '/api/abp/api-definition?includeTypes=maybe',
      headers: { 'accept-language': 'fa' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.validationErrors[0].members).toEqual(['includeTypes']);
  });
});
