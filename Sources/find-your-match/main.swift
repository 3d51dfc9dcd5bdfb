import FindYourMatch

FindYourMatchApp.main()
